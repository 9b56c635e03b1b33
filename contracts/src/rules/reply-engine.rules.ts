// The Reply Engine's shared rules: what a drafted email may look like (api checks it, editors can rely on it),
// how a generated draft becomes sequence steps (product.md §7 defaults), and the resume-reading messages users see.
import { DEFAULT_GENERATED_DELAYS } from './constants';

/** Limits every drafted email meets (the api rejects an LLM answer beyond them and drafts from its template). */
export const DRAFTED_EMAIL_LIMITS = { subjectMaxChars: 200, bodyMaxChars: 20_000 } as const;

/** Spec §7: every step of a generated sequence continues the same thread. */
export const GENERATED_NEXT_MAIL_IN_THREAD = true;

/** The keys of generateJobEmails' data, in sending order. */
export const DRAFTED_EMAIL_KEYS = ['email_1', 'follow_up_1', 'follow_up_2'] as const;
export type DraftedEmailKey = (typeof DRAFTED_EMAIL_KEYS)[number];

export interface DraftedEmailLike {
  subject: string;
  body: string;
}

export interface GeneratedStep {
  position: number;
  subject: string;
  body: string;
  daysDelay: number;
  nextMailInThread: boolean;
}

/** generateJobEmails data -> createEmailSequence steps with the §7 defaults (delays 0, 2, 4; same thread). */
export function generatedSequenceSteps(data: Record<DraftedEmailKey, DraftedEmailLike>): GeneratedStep[] {
  return DRAFTED_EMAIL_KEYS.map((key, index) => ({
    position: index + 1,
    subject: data[key].subject,
    body: data[key].body,
    daysDelay: DEFAULT_GENERATED_DELAYS[index] ?? 0,
    nextMailInThread: GENERATED_NEXT_MAIL_IN_THREAD,
  }));
}

/** How much of a resume file is read (besides MAX_ATTACHMENT_BYTES, the library's own cap). */
export const RESUME_TEXT_LIMITS = {
  /** A resume's facts sit on its first pages; a 300-page upload is not parsed to the end. */
  maxPdfPages: 5,
  /** Text kept, cut at a word boundary; a parser stops reading once it has gathered about twice this. */
  maxChars: 20_000,
  /** Fewer characters than this after trimming: treated as a scanned image with no text layer. */
  minChars: 40,
} as const;

/** A DOCX (a ZIP) is refused before anything inflates past these: a zip bomb. */
export const RESUME_ZIP_LIMITS = {
  maxEntries: 1_000,
  /** All parts inflated; Word's parts for a resume inflate to a few MB at most, images are stored nearly as is. */
  maxTotalBytes: 20 * 1024 * 1024,
  /** Inflated size over compressed size of one part... */
  maxRatio: 100,
  /** ...counted for parts above this size only (a small, empty style sheet may compress very well). */
  ratioFloorBytes: 256 * 1024,
} as const;

/** Why no text could be read from a resume file. */
export type ResumeTextFailure = 'no-text' | 'unreadable' | 'unsupported' | 'too-large' | 'too-complex';

export const RESUME_NO_TEXT =
  'We could not find any text in this resume. It may be a scanned image: paste a short description of yourself instead.';
export const RESUME_UNREADABLE =
  'We could not open this resume. The file may be damaged or password-protected: try saving it again as a PDF, or paste a short description of yourself instead.';
export const RESUME_UNSUPPORTED =
  'We can read PDF, DOC and DOCX resumes only. Upload one of those, or paste a short description of yourself instead.';
export const RESUME_TOO_LARGE =
  'This resume is larger than 5MB, so we could not read it. Upload a smaller file, or paste a short description of yourself instead.';
/** A file past the reader's limits (memory, time, a zip that inflates too far, XML entity declarations). */
export const RESUME_TOO_COMPLEX = 'This resume could not be read: it is too large or malformed. Try a PDF export of it.';
/** Every resume reader is busy: nothing is stored, the same file is read on the next try (the chat offers a retry). */
export const RESUME_READER_BUSY = 'We are reading many resumes right now, so we could not read yours yet.';
/** The user's files used up their hourly resume-reading time: nothing is stored, the file is read on a later try. */
export const RESUME_READER_BUDGET_SPENT =
  'Your recent resumes took a long time to read, so we will read this one later. Try again in an hour, or paste a short description of yourself instead.';

export const RESUME_TEXT_MESSAGES: Readonly<Record<ResumeTextFailure, string>> = {
  'no-text': RESUME_NO_TEXT,
  unreadable: RESUME_UNREADABLE,
  unsupported: RESUME_UNSUPPORTED,
  'too-large': RESUME_TOO_LARGE,
  'too-complex': RESUME_TOO_COMPLEX,
};

/**
 * What every drafted sequence meets, from either writer (the api checks an LLM's answer against it and drafts from
 * its template when it fails): email 1 is 50-125 words with one ask, each follow-up is shorter and opens
 * differently, subjects are a few words, and no phrase recruiters dislike (DISLIKED_PHRASES) appears.
 */
export const DRAFT_RULES = {
  email1MinWords: 50,
  email1MaxWords: 125,
  subjectMaxWords: 10,
  /** Email 1's question marks: at least one (the ask), at most this many. */
  email1MaxQuestions: 2,
} as const;
