// The user's attachment library: list, sign an upload, register an uploaded file. Another user's file or
// upload is indistinguishable from a missing one.
import { and, eq, ilike, inArray, isNull } from 'drizzle-orm';
import {
  MAX_ATTACHMENT_BYTES,
  PAGE_SIZES,
  SIGNED_URL_GENERATED,
  UPLOAD_NOT_FOUND,
  fileContentNotAllowed,
  fileTooLarge,
  invalidFileSize,
  isAllowedAttachmentType,
  unsupportedFileType,
  validateAttachmentFile,
} from 'contracts';
import type { Database } from '../../db/db.client';
import { attachments, type Attachment } from '../../db/schema';
import { whereAll, type Page, type PaginationArgs } from '../../core/cursor-pagination.util';
import { listKeysetPage } from '../../core/keyset-list.query';
import { MIME_TYPE_OF_KIND, detectAttachmentKind, kindMatchesFileName } from './attachment-content.rules';
import type { Logger } from '../../logging/logger';
import type { AttachmentStorage } from './attachment-storage.service';
import type { TokenKeyRing } from '../mailbox';
import type { ResumeParsePool } from './resume-parse.pool';
import { readAndStoreResumeText } from './resume-text.service';
import { isOwnUploadKey, keyFromLocation, newUploadKey, verifiedKeyOf } from './upload-key.rules';

export class AttachmentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachmentInputError';
  }
}

export class AttachmentNotFoundError extends Error {
  constructor(message = UPLOAD_NOT_FOUND) {
    super(message);
    this.name = 'AttachmentNotFoundError';
  }
}

export type AttachmentSortField = 'createdAt' | 'fileName' | 'fileSize';

export interface AttachmentListArgs {
  filter?: { search?: string | null } | null;
  pagination?: PaginationArgs | null;
  sort?: { field: AttachmentSortField; direction: 'asc' | 'desc' } | null;
}

const SORT_COLUMNS = {
  createdAt: { column: attachments.createdAt, type: 'timestamptz' },
  fileName: { column: attachments.fileName, type: 'text' },
  fileSize: { column: attachments.fileSize, type: 'integer' },
} as const;

/** `%` and `_` in the search text are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAttachments(
  db: Database,
  userId: string,
  args: AttachmentListArgs,
): Promise<Page<Attachment> & { totalCount: number }> {
  const sort = args.sort ?? { field: 'createdAt', direction: 'desc' };
  const { column, type } = SORT_COLUMNS[sort.field];
  const search = args.filter?.search?.trim();
  const scope = whereAll(
    eq(attachments.userId, userId),
    isNull(attachments.deletedAt),
    search ? ilike(attachments.fileName, likePattern(search)) : undefined,
  );
  return listKeysetPage(db, {
    table: attachments,
    idColumn: attachments.id,
    where: scope,
    sort: { column, type },
    direction: sort.direction,
    pagination: args.pagination,
    defaultPageSize: PAGE_SIZES.attachments,
  });
}

export interface SignedUpload {
  message: string;
  signedUrl: string;
  uploadLocation: string;
}

/**
 * A presigned PUT for one new upload key in the caller's folder, bound to the claimed Content-Type and (when the
 * client states it, at most 5 MB) the Content-Length, so storage refuses another type or size. Without fileSize
 * (older clients) only the type is bound; registration checks the stored size and bytes either way.
 */
export async function signUpload(
  storage: AttachmentStorage,
  userId: string,
  input: { fileName: string; fileType: string; fileSize?: number | null },
): Promise<SignedUpload> {
  if (!isAllowedAttachmentType(input.fileName, input.fileType)) {
    throw new AttachmentInputError(unsupportedFileType(input.fileName));
  }
  const size = input.fileSize ?? undefined;
  if (size !== undefined && size < 0) throw new AttachmentInputError(invalidFileSize(input.fileName));
  if (size !== undefined && size > MAX_ATTACHMENT_BYTES) throw new AttachmentInputError(fileTooLarge(input.fileName));
  const key = newUploadKey(userId, input.fileName);
  const signedUrl = await storage.signedPutUrl(key, { contentType: input.fileType, contentLength: size });
  return { message: SIGNED_URL_GENERATED, signedUrl, uploadLocation: key };
}

export interface NewAttachmentInput {
  fileName: string;
  fileType: string;
  fileSize: number;
  fileUrl: string;
}

/**
 * Registers an uploaded file: the claimed name and type must be allowed, the object must be in the caller's folder
 * and exist, the size storage reports (not the claimed one) must be at most 5 MB, and its bytes must be a PDF, DOC
 * or DOCX agreeing with the name (file-type on the magic numbers). An object refused for its size or bytes is
 * deleted from storage. The checked bytes are copied to a key no upload URL names (verifiedKeyOf) and the upload is
 * deleted, so a second PUT through the still-valid upload URL cannot swap them. The stored type is what the bytes
 * are. Registering the same upload twice answers the row already stored. The file's text is then read once in the
 * resume-parse pool (child processes) and stored with the row (a busy or broken pool, or a user past their hourly
 * parse time, leaves it for the first draft).
 */
export async function registerAttachment(
  db: Database,
  storage: AttachmentStorage,
  bucket: string,
  userId: string,
  input: NewAttachmentInput,
  text: { pool: ResumeParsePool; ring: TokenKeyRing; logger: Logger },
): Promise<Attachment> {
  const name = input.fileName.trim();
  const claimed = validateAttachmentFile({ name, type: input.fileType, size: input.fileSize });
  if (claimed) throw new AttachmentInputError(claimed);
  const key = keyFromLocation(input.fileUrl, bucket);
  if (!key || !isOwnUploadKey(key, userId)) throw new AttachmentNotFoundError();
  const verifiedKey = verifiedKeyOf(key);
  // Registered before (rows from before the verified copy keep the upload key itself).
  const [existing] = await db
    .select()
    .from(attachments)
    .where(
      and(eq(attachments.userId, userId), inArray(attachments.storageKey, [verifiedKey, key]), isNull(attachments.deletedAt)),
    );
  if (existing) return existing;
  const upload = await storage.readUpload(key, MAX_ATTACHMENT_BYTES);
  if (!upload) throw new AttachmentNotFoundError();
  const kind = upload.bytes ? await detectAttachmentKind(upload.bytes) : null;
  if (!upload.bytes || !kind || !kindMatchesFileName(kind, name)) {
    await storage.deleteObject(key);
    throw new AttachmentInputError(upload.bytes ? fileContentNotAllowed(name) : fileTooLarge(name));
  }

  // Copy, then the row, then the upload goes: a crash in between leaves at most an unreferenced object, never a row
  // pointing at nothing.
  await storage.putObject(verifiedKey, upload.bytes, MIME_TYPE_OF_KIND[kind]);
  const [row] = await db
    .insert(attachments)
    .values({
      userId,
      fileName: name,
      fileType: MIME_TYPE_OF_KIND[kind],
      fileSize: upload.size,
      storageKey: verifiedKey,
      fileUrl: verifiedKey,
    })
    .returning();
  await storage.deleteObject(key);
  try {
    const result = await readAndStoreResumeText(db, text.pool, text.ring, row!, upload.bytes);
    // The row as stored now, less the text (kept sealed; nothing here needs it).
    return { ...row!, extractedText: null, textStatus: result.ok ? 'ok' : result.reason };
  } catch (error) {
    // Never the file's fault (every reader busy, or one could not start): its text is read at the first draft.
    text.logger.warn({ attachmentId: row!.id, err: error }, 'resume text not read at upload');
    return row!;
  }
}
