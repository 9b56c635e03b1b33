// The text of an attachment, read once and kept with it (attachments.extracted_text / text_status): at upload
// (registerAttachment hands over the bytes it checked), or, for a file uploaded before texts were read at upload,
// at its first draft. Parsing happens in the resume-parse pool's child processes, never in the api's process. A
// file's outcome, text or failure, is stored and never retried; only a busy or broken pool, or a user past their
// hourly parse time, stores nothing. The text is never logged,
// and is stored sealed (resume-text.cipher.ts); text stored plain before that is sealed at its next read.
import { and, eq, isNull } from 'drizzle-orm';
import {
  MAX_ATTACHMENT_BYTES,
  RESUME_READER_BUDGET_SPENT,
  RESUME_READER_BUSY,
  RESUME_TEXT_MESSAGES,
  type ResumeTextFailure,
} from 'contracts';
import type { AppConfig } from '../../config/config';
import { TokenDecryptionError, type TokenKeyRing } from '../mailbox';
import type { Database } from '../../db/db.client';
import { attachments, type Attachment } from '../../db/schema';
import { attachmentStorageFor } from './attachment-storage.service';
import { ResumeParseBudgetError, ResumeParserBusyError, resumeParsePoolFor, type ResumeParsePool } from './resume-parse.pool';
import type { ResumeTextResult } from './resume-text.extractor';
import { openResumeText, sealResumeText } from './resume-text.cipher';

export type ResumeTextLookup =
  | { found: false }
  | { found: true; ok: true; text: string }
  | { found: true; ok: false; reason: ResumeTextFailure | 'busy' | 'budget'; message: string };

const failure = (reason: ResumeTextFailure): ResumeTextLookup => ({
  found: true,
  ok: false,
  reason,
  message: RESUME_TEXT_MESSAGES[reason],
});
const BUSY: ResumeTextLookup = { found: true, ok: false, reason: 'busy', message: RESUME_READER_BUSY };
const BUDGET_SPENT: ResumeTextLookup = { found: true, ok: false, reason: 'budget', message: RESUME_READER_BUDGET_SPENT };

/**
 * Parses the file in the pool and stores the outcome on its row, the text sealed with the key ring. Throws only when
 * the pool is busy or broken, or the user spent their hourly parse time (nothing stored: read at a later draft).
 */
export async function readAndStoreResumeText(
  db: Database,
  pool: ResumeParsePool,
  ring: TokenKeyRing,
  row: Pick<Attachment, 'id' | 'fileType' | 'fileName' | 'userId'>,
  bytes: Uint8Array,
): Promise<ResumeTextResult> {
  const result = await pool.parse(bytes, { contentType: row.fileType, fileName: row.fileName }, row.userId);
  await db
    .update(attachments)
    .set(
      result.ok
        ? { extractedText: sealResumeText(result.text, ring, row), textStatus: 'ok' }
        : { extractedText: null, textStatus: result.reason },
    )
    .where(eq(attachments.id, row.id));
  return result;
}

/** The stored text opened; plain text from before encryption, or text under a retired key, is sealed again now. */
async function storedText(db: Database, ring: TokenKeyRing, row: Attachment): Promise<string> {
  if (!row.extractedText) return '';
  const opened = openResumeText(row.extractedText, ring, row);
  if (opened.reseal) {
    await db
      .update(attachments)
      .set({ extractedText: sealResumeText(opened.text, ring, row) })
      .where(and(eq(attachments.id, row.id), eq(attachments.extractedText, row.extractedText)));
  }
  return opened.text;
}

const toLookup = (result: ResumeTextResult): ResumeTextLookup =>
  result.ok ? { found: true, ok: true, text: result.text } : failure(result.reason);

/** The text of one of the user's attachments; `found: false` when it is not theirs (or deleted). */
export async function resumeTextFor(
  db: Database,
  config: AppConfig,
  userId: string,
  attachmentId: number,
): Promise<ResumeTextLookup> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.userId, userId), isNull(attachments.deletedAt)))
    .limit(1);
  if (!row) return { found: false };
  if (row.textStatus === 'ok') {
    try {
      return { found: true, ok: true, text: await storedText(db, config.tokenEncryption, row) };
    } catch (error) {
      // Sealed under a key no longer in the ring: read the file again below, as if never read.
      if (!(error instanceof TokenDecryptionError)) throw error;
    }
  } else if (row.textStatus) return failure(row.textStatus as ResumeTextFailure);

  // Uploaded before texts were read at upload (or while every reader was busy): read now, once.
  if (row.fileSize > MAX_ATTACHMENT_BYTES) {
    await db.update(attachments).set({ extractedText: null, textStatus: 'too-large' }).where(eq(attachments.id, row.id));
    return failure('too-large');
  }
  const bytes = await attachmentStorageFor(config).objectBytes(row.storageKey);
  if (!bytes) return { found: false };
  try {
    return toLookup(await readAndStoreResumeText(db, resumeParsePoolFor(config), config.tokenEncryption, row, bytes));
  } catch (error) {
    if (error instanceof ResumeParserBusyError) return BUSY;
    if (error instanceof ResumeParseBudgetError) return BUDGET_SPENT;
    throw error;
  }
}
