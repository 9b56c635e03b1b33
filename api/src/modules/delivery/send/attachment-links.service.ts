// Attachments travel from object storage into the message as short-lived signed GET URLs: nodemailer streams
// each file while it builds the MIME message, so a file is never held whole in memory before the send.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/db.client';
import { attachments, stepAttachments } from '../../../db/schema';
import { memoise } from '../../../core/lazy-load.util';
import { createS3Client, loadS3Sdk } from '../../attachment';
import type { AttachmentLink } from '../store';

/** Long enough for the claim-to-send path, short enough to be useless if it leaked. */
const LINK_TTL_SECONDS = 15 * 60;

export interface AttachmentSigner {
  signedGetUrl(storageKey: string): Promise<string>;
}

export function s3AttachmentSigner(config: AppConfig): AttachmentSigner {
  // The S3 SDK and the client come at the first signature.
  const client = memoise(() => createS3Client(config.s3));
  return {
    async signedGetUrl(storageKey) {
      const [{ GetObjectCommand, getSignedUrl }, s3] = await Promise.all([loadS3Sdk(), client()]);
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.s3.bucket, Key: storageKey }), {
        expiresIn: LINK_TTL_SECONDS,
      });
    },
  };
}

type AttachmentRow = { fileName: string; fileType: string; storageKey: string };

/** Signed links for attachment rows (signing is local: no call to the storage service). */
export async function signAttachments(
  signer: AttachmentSigner | undefined,
  rows: readonly AttachmentRow[],
): Promise<AttachmentLink[]> {
  if (rows.length === 0) return [];
  if (!signer) throw new Error('Attachments need object storage (S3_*) to be configured');
  return toLinks(rows, signer);
}

async function toLinks(rows: readonly AttachmentRow[], signer: AttachmentSigner): Promise<AttachmentLink[]> {
  return Promise.all(
    rows.map(async (row) => ({
      fileName: row.fileName,
      contentType: row.fileType,
      url: await signer.signedGetUrl(row.storageKey),
    })),
  );
}

const columns = { fileName: attachments.fileName, fileType: attachments.fileType, storageKey: attachments.storageKey };

/** The files attached to a sequence step (none when the step is gone or has none). */
export async function attachmentLinksForStep(
  db: Database,
  signer: AttachmentSigner | undefined,
  stepId: number | null,
): Promise<AttachmentLink[]> {
  if (stepId === null) return [];
  const rows = await db
    .select(columns)
    .from(stepAttachments)
    .innerJoin(attachments, eq(attachments.id, stepAttachments.attachmentId))
    .where(and(eq(stepAttachments.stepId, stepId), isNull(attachments.deletedAt)))
    .orderBy(attachments.id);
  if (rows.length > 0 && !signer) throw new Error('Attachments need object storage (S3_*) to be configured');
  return rows.length === 0 ? [] : toLinks(rows, signer!);
}

/** The user's own files by id (a test email's attachments); ids of other users are ignored. */
export async function attachmentLinksByIds(
  db: Database,
  signer: AttachmentSigner | undefined,
  userId: string,
  ids: readonly number[],
): Promise<AttachmentLink[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.id, [...ids]), isNull(attachments.deletedAt)))
    .orderBy(attachments.id);
  if (rows.length > 0 && !signer) throw new Error('Attachments need object storage (S3_*) to be configured');
  return rows.length === 0 ? [] : toLinks(rows, signer!);
}
