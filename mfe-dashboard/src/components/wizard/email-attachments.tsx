import { useEffect, useRef, useState } from 'react';
import { Button, Tag } from 'antd';
import { formatFileSize, validateStepAttachmentSizes } from 'contracts';
import { AttachmentLibraryDialog } from '../attachments/attachment-library-dialog';
import type { DraftAttachment } from './sequence-draft';

interface EmailAttachmentsProps {
  emailLabel: string;
  /** 1-based, for the message when the files would go over Gmail's limit. */
  emailNumber: number;
  attachments: readonly DraftAttachment[];
  /** Both called once per file; the owner applies them to the latest state (uploads attach several in a row). */
  onAttach: (attachment: DraftAttachment) => void;
  onRemove: (attachmentId: number) => void;
}

/** The files attached to one email, removable, plus the button opening the attachment library. */
export function EmailAttachments({ emailLabel, emailNumber, attachments, onAttach, onRemove }: EmailAttachmentsProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // Several files may be attached in a row before the new list comes back: count them as they go.
  const total = attachments.reduce((sum, attachment) => sum + attachment.fileSize, 0);
  const attachedBytes = useRef(total);
  useEffect(() => {
    attachedBytes.current = total;
  }, [total]);
  // Gmail refuses an email whose files add up to more than its limit: refused here, with the reason.
  const attach = (attachment: DraftAttachment) => {
    const refused = validateStepAttachmentSizes([attachedBytes.current, attachment.fileSize], emailNumber);
    setTooLarge(refused);
    if (refused) return;
    attachedBytes.current += attachment.fileSize;
    onAttach(attachment);
  };
  return (
    <div className="wizard-email__attachments">
      {attachments.map((attachment) => (
        <Tag
          key={attachment.id}
          closable
          closeIcon={<span aria-label={`Remove ${attachment.fileName}`}>×</span>}
          onClose={() => onRemove(attachment.id)}
        >
          <span>{`${attachment.fileName} (${formatFileSize(attachment.fileSize)})`}</span>
        </Tag>
      ))}
      <Button size="small" onClick={() => setLibraryOpen(true)}>
        Add attachment
      </Button>
      <AttachmentLibraryDialog
        open={libraryOpen}
        emailLabel={emailLabel}
        attachedIds={attachments.map((a) => a.id)}
        onAttach={attach}
        onDeleted={(id) => attachments.some((a) => a.id === id) && onRemove(id)}
        onClose={() => setLibraryOpen(false)}
      />
      {tooLarge ? (
        <p role="alert" className="wizard-email__attachments-error">
          {tooLarge}
        </p>
      ) : null}
    </div>
  );
}
