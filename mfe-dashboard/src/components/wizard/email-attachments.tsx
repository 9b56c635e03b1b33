import { useState } from 'react';
import { Button, Tag } from 'antd';
import { formatFileSize } from 'contracts';
import { AttachmentLibraryDialog } from '../attachments/attachment-library-dialog';
import type { DraftAttachment } from './sequence-draft';

interface EmailAttachmentsProps {
  emailLabel: string;
  attachments: readonly DraftAttachment[];
  /** Both called once per file; the owner applies them to the latest state (uploads attach several in a row). */
  onAttach: (attachment: DraftAttachment) => void;
  onRemove: (attachmentId: number) => void;
}

/** The files attached to one email, removable, plus the button opening the attachment library. */
export function EmailAttachments({ emailLabel, attachments, onAttach, onRemove }: EmailAttachmentsProps) {
  const [libraryOpen, setLibraryOpen] = useState(false);
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
        onAttach={onAttach}
        onClose={() => setLibraryOpen(false)}
      />
    </div>
  );
}
