import { useRef, useState } from 'react';
import { App, Button, Empty, Modal, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  ALREADY_ATTACHED,
  ATTACHMENT_ACCEPT,
  DELETE_FILE_ANYWAY,
  DELETE_FILE_CONFIRM_TEXT,
  DeleteEmailAttachmentDocument,
  FILE_DELETE_FAILED,
  GetEmailAttachmentsDocument,
  PAGE_SIZES,
  deleteFileConfirmTitle,
  formatFileSize,
} from 'contracts';
import { executeGraphQL, graphqlQueryKey, uploadAttachments, useGraphQLQuery } from 'shared-ui';
import { usePageMutation } from '../use-page-mutation';
import { useToast } from '../use-toast';
import './attachments.css';
import type { DraftAttachment } from './draft-attachment.types';

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
  /** A file was deleted from the library (and from every email carrying it): drop it from the draft too. */
  onDeleted?: (attachmentId: number) => void;
  onClose: () => void;
}

/**
 * The attachment library (product.md §2/§4): the user's files, newest first, each attachable once per email; 'Upload'
 * adds PDF/DOC/DOCX files of at most 5 MB and attaches them right away. 'Delete' removes a file for good after a
 * confirm; a file on emails not sent yet asks once more, naming the sequences, before it is taken off them.
 */
export function AttachmentLibraryDialog({
  open,
  emailLabel,
  attachedIds,
  onAttach,
  onDeleted,
  onClose,
}: AttachmentLibraryDialogProps) {
  const toast = useToast();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const deleteFile = usePageMutation(DeleteEmailAttachmentDocument);
  const [deletingId, setDeletingId] = useState<number | null>(null);
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

  const remove = async (file: { id: number; fileName: string }, detachFromSequences: boolean) => {
    setDeletingId(file.id);
    try {
      const { deleteEmailAttachment: result } = await deleteFile.mutateAsync({ id: file.id, detachFromSequences });
      if (!result.deleted) {
        // On emails not sent yet: the answer names the sequences; deleting now takes it off them.
        modal.confirm({
          title: deleteFileConfirmTitle(file.fileName),
          content: result.message,
          okText: DELETE_FILE_ANYWAY,
          okButtonProps: { danger: true },
          cancelText: 'Cancel',
          onOk: () => remove(file, true),
        });
        return;
      }
      toast.success(result.message);
      onDeleted?.(file.id);
      await queryClient.invalidateQueries({ queryKey: graphqlQueryKey(GetEmailAttachmentsDocument, LIBRARY_VARIABLES) });
    } catch {
      toast.error(FILE_DELETE_FAILED);
    } finally {
      setDeletingId(null);
    }
  };

  const confirmDelete = (file: { id: number; fileName: string }) =>
    modal.confirm({
      title: deleteFileConfirmTitle(file.fileName),
      content: DELETE_FILE_CONFIRM_TEXT,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(file, false),
    });

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
                <Button
                  size="small"
                  danger
                  loading={deletingId === file.id}
                  aria-label={`Delete ${file.fileName}`}
                  onClick={() => confirmDelete(file)}
                >
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
