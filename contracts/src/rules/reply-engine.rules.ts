// The Reply Engine's shared rules: what a drafted email may look like (api checks it, editors can rely on it),
// how a generated draft becomes sequence steps (spec §7 defaults), and the resume-reading messages users see.
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

/** Why no text could be read from a resume file. */
export type ResumeTextFailure = 'no-text' | 'unreadable' | 'unsupported' | 'too-large';

export const RESUME_NO_TEXT =
  'We could not find any text in this resume. It may be a scanned image: paste a short description of yourself instead.';
export const RESUME_UNREADABLE =
  'We could not open this resume. The file may be damaged or password-protected: try saving it again as a PDF, or paste a short description of yourself instead.';
export const RESUME_UNSUPPORTED =
  'We can read PDF, DOC and DOCX resumes only. Upload one of those, or paste a short description of yourself instead.';
export const RESUME_TOO_LARGE =
  'This resume is larger than 5MB, so we could not read it. Upload a smaller file, or paste a short description of yourself instead.';

export const RESUME_TEXT_MESSAGES: Readonly<Record<ResumeTextFailure, string>> = {
  'no-text': RESUME_NO_TEXT,
  unreadable: RESUME_UNREADABLE,
  unsupported: RESUME_UNSUPPORTED,
  'too-large': RESUME_TOO_LARGE,
};
