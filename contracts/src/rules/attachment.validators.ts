// Attachment rules of product.md §5/§9: PDF, DOC or DOCX, at most 5,242,880 bytes.
import { ALLOWED_ATTACHMENT_EXTENSIONS, ALLOWED_ATTACHMENT_MIME_TYPES, MAX_ATTACHMENT_BYTES } from './constants';
import { fileTooLarge, unsupportedFileType } from './messages';

export interface AttachmentFileLike {
  name: string;
  /** MIME type; browsers report '' for some Word files, so an empty type falls back to the extension. */
  type: string;
  size: number;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

export function isAllowedAttachmentType(fileName: string, mimeType: string): boolean {
  const extensionOk = ALLOWED_ATTACHMENT_EXTENSIONS.includes(extensionOf(fileName));
  const mimeOk = mimeType === '' || ALLOWED_ATTACHMENT_MIME_TYPES.includes(mimeType.toLowerCase());
  return extensionOk && mimeOk;
}

/** The exact message for a file that may not be attached, or null. */
export function validateAttachmentFile(file: AttachmentFileLike): string | null {
  if (!isAllowedAttachmentType(file.name, file.type)) return unsupportedFileType(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return fileTooLarge(file.name);
  return null;
}

/** Splits the editor's comma-separated attachment ids ('3, 5,8') into numbers, dropping junk. */
export function parseAttachmentIds(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}
