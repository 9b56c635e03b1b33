// Deleting files: one file from the library (the stored object, then the row; its step links go with it by ON
// DELETE CASCADE), and every file of a deleted account (everything under its storage prefix, then its rows).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ATTACHMENT_NOT_FOUND, attachmentInUse, fileDeleted, fileDeletedAndDetached } from 'contracts';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import { attachments } from '../../db/schema';
import type { AttachmentStorage } from './attachment-storage.service';
import { AttachmentNotFoundError } from './attachment.service';
import { uploadFolderOf, userFolder } from './upload-key.rules';

export interface AttachmentUsage {
  campaignId: number;
  name: string;
}

export interface AttachmentDeletion {
  deleted: boolean;
  message: string;
  usedBy: AttachmentUsage[];
}

/**
 * The sequences (not deleted) whose steps carry the file and may still send it: the step has an email still
 * SCHEDULED, or none yet (no contact has reached it). A step whose emails all went out (or stopped) is history.
 */
export async function unsentUsagesOf(db: Database, attachmentId: number): Promise<AttachmentUsage[]> {
  const result = await db.execute<{ campaign_id: number; name: string }>(sql`
    SELECT DISTINCT k.id AS campaign_id, k.name
      FROM step_attachments sa
      JOIN sequence_steps s ON s.id = sa.step_id
      JOIN campaigns k ON k.id = s.campaign_id AND k.deleted_at IS NULL
     WHERE sa.attachment_id = ${attachmentId}
       AND (EXISTS (SELECT 1 FROM campaign_emails e WHERE e.step_id = s.id AND e.status = 'SCHEDULED')
            OR NOT EXISTS (SELECT 1 FROM campaign_emails e WHERE e.step_id = s.id))
     ORDER BY k.name, k.id`);
  return result.rows.map((row) => ({ campaignId: Number(row.campaign_id), name: row.name }));
}

/**
 * Deletes every object under the prefix now, and once more when every upload URL signed into it has expired (twice
 * the URL lifetime: a PUT begun just before expiry may still be arriving), so nothing written through a still-valid
 * URL after the deletion survives. The second sweep is an in-process timer: after a restart in between, such an
 * object waits for the account's deletion (docs/product.md, file library).
 */
export async function sweepFolder(storage: AttachmentStorage, prefix: string): Promise<number> {
  const deleted = await storage.deletePrefix(prefix);
  const later = setTimeout(() => void storage.deletePrefix(prefix).catch(() => undefined), storage.uploadUrlTtlSeconds * 2_000);
  later.unref();
  return deleted;
}

/**
 * Deletes one of the user's files. When emails not sent yet carry it and `detach` is false, nothing happens and the
 * answer names those sequences; with `detach`, the file is taken off them and deleted. The object goes first: if
 * storage fails the row stays (the user can try again); a deleted object with its row still there is deleted again.
 */
export async function deleteAttachment(
  db: Database,
  storage: AttachmentStorage,
  userId: string,
  attachmentId: number,
  { detach }: { detach: boolean },
): Promise<AttachmentDeletion> {
  const [row] = await db
    .select({ id: attachments.id, fileName: attachments.fileName, storageKey: attachments.storageKey })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, userId), isNull(attachments.deletedAt)));
  if (!row) throw new AttachmentNotFoundError(ATTACHMENT_NOT_FOUND);
  const usedBy = await unsentUsagesOf(db, row.id);
  const names = usedBy.map((usage) => usage.name);
  if (usedBy.length > 0 && !detach) return { deleted: false, message: attachmentInUse(row.fileName, names), usedBy };

  // The whole upload folder: the checked copy, and the upload key a still-valid upload URL could write again.
  const folder = uploadFolderOf(row.storageKey);
  if (folder) await sweepFolder(storage, folder);
  else await storage.deleteObject(row.storageKey);
  // Cascades to step_attachments: every step stops carrying it (the sender reads the links at send time).
  await db.delete(attachments).where(and(eq(attachments.id, row.id), eq(attachments.userId, userId)));
  return {
    deleted: true,
    message: usedBy.length > 0 ? fileDeletedAndDetached(row.fileName, names) : fileDeleted(row.fileName),
    usedBy,
  };
}

/** Whether object storage is set up (an endpoint or keys); without it no file was ever stored. */
export const objectStorageConfigured = (config: AppConfig): boolean => Boolean(config.s3.endpoint || config.s3.accessKeyId);

/**
 * Every stored object of the user (all under `users/<id>/`, upload keys included, listed and deleted in batches of
 * 1,000, and swept again once their upload URLs have expired), then their library rows (with the resume texts). Throws when storage refused some objects: the caller keeps what it needs
 * to try again. Answers how many objects were deleted.
 */
export async function deleteUserFiles(db: Database, storage: AttachmentStorage, userId: string): Promise<number> {
  const deleted = await sweepFolder(storage, userFolder(userId));
  await db.delete(attachments).where(eq(attachments.userId, userId));
  return deleted;
}
