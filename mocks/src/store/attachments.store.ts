// The attachment library: list, signed upload URL, register an upload, delete (detaching it when confirmed).
import {
  ATTACHMENT_NOT_FOUND,
  PAGE_SIZES,
  SIGNED_URL_GENERATED,
  UPLOAD_NOT_FOUND,
  attachmentInUse,
  fileDeleted,
  fileDeletedAndDetached,
  isAllowedAttachmentType,
  unsupportedFileType,
  validateAttachmentFile,
  type EmailAttachmentSortInput,
  type PaginationInput,
} from 'contracts';
import type { AttachmentRecord } from '../demo.fixtures';
import { badInput, notFound, sortRows, toConnection } from './connection.util';
import { MOCK_UPLOAD_ORIGIN, type Args } from './mock-state';
import type { StoreContext } from './store-context';

/** The file name as stored in an object key: no path separators or odd characters. */
const safeFileName = (name: string): string => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-120) || 'file';

export function createAttachmentsStore({ data, iso, nextId, views }: StoreContext) {
  const { attachmentView } = views;
  const uploadPrefix = () => `${MOCK_UPLOAD_ORIGIN}/users/${data.user.id}/`;
  let nextUpload = 1;

  const query = {
    emailAttachments(args: { filter?: Args; pagination?: PaginationInput; sort?: EmailAttachmentSortInput }) {
      const search = typeof args.filter?.search === 'string' ? args.filter.search.toLowerCase() : '';
      const rows = data.attachments.filter((a) => !search || a.fileName.toLowerCase().includes(search));
      return toConnection(
        sortRows(rows, args.sort, { field: 'createdAt', direction: 'desc' }).map(attachmentView),
        args.pagination,
        PAGE_SIZES.attachments,
      );
    },
  };

  const mutation = {
    generateSignedUrl(args: { data: { fileName: string; fileType: string } }) {
      if (!isAllowedAttachmentType(args.data.fileName, args.data.fileType)) {
        throw badInput(unsupportedFileType(args.data.fileName));
      }
      // Same layout as the api: one folder per user, one per upload.
      const location = `${uploadPrefix()}${Date.parse(iso())}-${nextUpload++}/${safeFileName(args.data.fileName)}`;
      return {
        message: SIGNED_URL_GENERATED,
        signedUrl: `${location}?signature=mock`,
        uploadLocation: location,
      };
    },
    createEmailAttachment(args: { data: { fileName: string; fileType: string; fileSize: number; fileUrl: string } }) {
      const typeError = validateAttachmentFile({ name: args.data.fileName, type: args.data.fileType, size: 0 });
      if (typeError) throw badInput(typeError);
      // Only the caller's own uploads; the uploaded size (when the PUT went through the mock) wins over the claim.
      const location = args.data.fileUrl.split('?')[0]!;
      if (!location.startsWith(uploadPrefix())) throw notFound(UPLOAD_NOT_FOUND);
      const fileSize = data.uploads[location] ?? args.data.fileSize;
      const error = validateAttachmentFile({ name: args.data.fileName, type: args.data.fileType, size: fileSize });
      if (error) throw badInput(error);
      const record: AttachmentRecord = {
        id: nextId(data.attachments, 0),
        fileName: args.data.fileName,
        fileSize,
        fileType: args.data.fileType,
        createdAt: iso(),
      };
      data.attachments.push(record);
      return { emailAttachment: attachmentView(record) };
    },
    /** Like the api: a file on emails not sent yet is only deleted (and taken off them) once confirmed. */
    deleteEmailAttachment(args: { id: number; detachFromSequences?: boolean | null }) {
      const record = data.attachments.find((a) => a.id === args.id);
      if (!record) throw notFound(ATTACHMENT_NOT_FOUND);
      const carrying = data.steps.filter((step) => step.attachmentIds.includes(record.id));
      const unsent = carrying.filter((step) => {
        const emails = data.emails.filter((e) => e.campaignId === step.campaignId && e.position === step.position);
        return emails.length === 0 || emails.some((e) => e.status === 'SCHEDULED');
      });
      const usedBy = data.campaigns
        .filter((c) => unsent.some((step) => step.campaignId === c.id))
        .map((c) => ({ campaignId: c.id, name: c.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const names = usedBy.map((usage) => usage.name);
      if (usedBy.length > 0 && !args.detachFromSequences) {
        return { deleted: false, message: attachmentInUse(record.fileName, names), usedBy };
      }
      data.attachments = data.attachments.filter((a) => a.id !== record.id);
      for (const step of carrying) step.attachmentIds = step.attachmentIds.filter((id) => id !== record.id);
      const message = usedBy.length > 0 ? fileDeletedAndDetached(record.fileName, names) : fileDeleted(record.fileName);
      return { deleted: true, message, usedBy };
    },
  };

  return { query, mutation };
}
