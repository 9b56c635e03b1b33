// Step 1's paperclip: picks one resume (.pdf, .doc, .docx, product.md §5); the chat checks type and size itself since
// `accept` is only a hint to the file picker.
import { useRef } from 'react';
import { ATTACHMENT_ACCEPT } from 'contracts';
import { PlainButton } from 'shared-ui';

interface ResumeUploadButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function ResumeUploadButton({ disabled, onFile }: ResumeUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        className="chat-visually-hidden"
        accept={ATTACHMENT_ACCEPT}
        aria-label="Resume file"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PlainButton
        className="chat-input__attach"
        aria-label="Upload resume (PDF, DOC or DOCX, up to 5MB)"
        title="Upload resume (PDF, DOC or DOCX, up to 5MB)"
        icon={<PaperclipIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
