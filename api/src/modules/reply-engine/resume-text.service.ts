// A resume's text for drafting: read from object storage and extracted the first time, then kept with the
// attachment (attachments.extracted_text / text_status), so a file is parsed once however often it is drafted from.
// The text itself is never logged.
import { and, eq, isNull } from 'drizzle-orm';
import { RESUME_TEXT_MESSAGES, type ResumeTextFailure } from 'contracts';
import type { Database } from '../../db/db.client';
import { attachments } from '../../db/schema';
import type { AttachmentStorage } from '../attachment';
import { extractResumeText, RESUME_TEXT_LIMITS } from './resume-text.extractor';

export type ResumeTextLookup =
  | { found: false }
  | { found: true; ok: true; text: string }
  | { found: true; ok: false; reason: ResumeTextFailure; message: string };

const failure = (reason: ResumeTextFailure): ResumeTextLookup => ({
  found: true,
  ok: false,
  reason,
  message: RESUME_TEXT_MESSAGES[reason],
});

/** The text of one of the user's attachments; `found: false` when it is not theirs (or deleted). */
export async function resumeTextFor(
  db: Database,
  storage: AttachmentStorage,
  userId: string,
  attachmentId: number,
): Promise<ResumeTextLookup> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, userId), isNull(attachments.deletedAt)))
    .limit(1);
  if (!row) return { found: false };
  if (row.textStatus === 'ok') return { found: true, ok: true, text: row.extractedText ?? '' };
  if (row.textStatus) return failure(row.textStatus as ResumeTextFailure);

  if (row.fileSize > RESUME_TEXT_LIMITS.maxBytes) return save(db, row.id, failure('too-large'));
  const bytes = await storage.objectBytes(row.storageKey);
  if (!bytes) return { found: false };
  const result = await extractResumeText(Buffer.from(bytes), { contentType: row.fileType, fileName: row.fileName });
  return save(db, row.id, result.ok ? { found: true, ok: true, text: result.text } : failure(result.reason));
}

async function save(db: Database, id: number, lookup: ResumeTextLookup): Promise<ResumeTextLookup> {
  if (!lookup.found) return lookup;
  await db
    .update(attachments)
    .set(lookup.ok ? { extractedText: lookup.text, textStatus: 'ok' } : { extractedText: null, textStatus: lookup.reason })
    .where(eq(attachments.id, id));
  return lookup;
}
