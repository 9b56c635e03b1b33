import { useRef, useState } from 'react';
import { Button, Empty, Modal, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { ALREADY_ATTACHED, ATTACHMENT_ACCEPT, GetEmailAttachmentsDocument, PAGE_SIZES, formatFileSize } from 'contracts';
import { executeGraphQL, graphqlQueryKey, uploadAttachments, useGraphQLQuery } from 'shared-ui';
import { useToast } from '../use-toast';
import type { DraftAttachment } from '../wizard/sequence-draft';
import './attachments.css';

const LIBRARY_VARIABLES = {
  pagination: { first: PAGE_SIZES.attachments },
  sort: { field: 'createdAt', direction: 'desc' },
} as const;

interface AttachmentLibraryDialogProps {
  open: boolean;
  /** Which email the files go to, e.g. 'Email 2' (the dialog's title names it). */
  emailLabel: string;
  attachedIds: readonly number[];
  onAttach: (attachment: DraftAttachment) => void;
  onClose: () => void;
}

/**
 * The attachment library (spec §2/§4): the user's files, newest first, each attachable once per email; 'Upload'
 * adds PDF/DOC/DOCX files of at most 5 MB and attaches them right away.
 */
export function AttachmentLibraryDialog({ open, emailLabel, attachedIds, onAttach, onClose }: AttachmentLibraryDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const library = useGraphQLQuery(GetEmailAttachmentsDocument, LIBRARY_VARIABLES, { enabled: open });
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const files = library.data?.emailAttachments.edges.map((edge) => edge.node) ?? [];

  const upload = async (chosen: File[]) => {
    setUploading(true);
    try {
      const uploaded = await uploadAttachments(chosen, {
        execute: executeGraphQL,
        // Called through a wrapper: window.fetch throws 'Illegal invocation' when called as a method of another object.
        fetch: (input, init) => fetch(input, init),
        notify: toast,
      });
      uploaded.forEach(({ id, fileName, fileSize }) => onAttach({ id, fileName, fileSize }));
      if (uploaded.length > 0) {
        await queryClient.invalidateQueries({ queryKey: graphqlQueryKey(GetEmailAttachmentsDocument, LIBRARY_VARIABLES) });
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Modal open={open} title={`Attachment Library — ${emailLabel}`} onCancel={onClose} footer={null}>
      <div className="attachments__upload">
        <input
          ref={fileInput}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          multiple
          hidden
          aria-label="Choose files to upload"
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
        <Button onClick={() => fileInput.current?.click()} loading={uploading} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload file'}
        </Button>
        <span className="db-muted">PDF, DOC or DOCX, up to 5MB</span>
      </div>
      {library.isPending ? (
        <Spin />
      ) : files.length === 0 ? (
        <Empty description="No files uploaded yet." />
      ) : (
        <ul className="attachments__list" aria-label="Your files">
          {files.map((file) => {
            const attached = attachedIds.includes(file.id);
            return (
              <li key={file.id} className="attachments__row">
                <span className="attachments__name">{file.fileName}</span>
                <span className="db-muted">{formatFileSize(file.fileSize)}</span>
                <Button
                  size="small"
                  disabled={attached}
                  aria-label={attached ? `${file.fileName}: ${ALREADY_ATTACHED}` : `Attach ${file.fileName}`}
                  onClick={() => onAttach({ id: file.id, fileName: file.fileName, fileSize: file.fileSize })}
                >
                  {attached ? ALREADY_ATTACHED : 'Attach'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
