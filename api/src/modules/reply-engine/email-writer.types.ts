// The EmailWriter interface behind generateJobEmails (product.md §7): the template writer and the LLM writer both
// answer the contract's GeneratedJobEmails shape, so the resolver never knows which one drafted.
import type { GeneratedEmail, GeneratedJobEmails } from 'contracts';
import type { PostingFacts } from './posting-match.extractor';

export interface WriterInput {
  hiringManagerName: string;
  /** Free text as typed in the chat, e.g. 'Senior Frontend Engineer at Acme'. */
  jobRole: string;
  aboutMe?: string | null;
  /** Text already extracted from the user's resume (see resume-text.extractor). */
  resumeText?: string | null;
  /** The job posting the user imported (issue 38): its requirements are matched with the user's own facts. */
  posting?: PostingFacts | null;
  /** Stable per user (e.g. the user id) so one user always gets the same phrasing, and two users different ones. */
  seed: string;
}

export type DraftedEmail = Pick<GeneratedEmail, 'subject' | 'body'>;

/** generateJobEmails' data: email_1, follow_up_1, follow_up_2, each { subject, body }. */
export type DraftedSequence = { [K in keyof Omit<GeneratedJobEmails, '__typename'>]-?: DraftedEmail };

export interface EmailWriter {
  write(input: WriterInput): Promise<DraftedSequence>;
}

/** Which writer answered, and why the LLM did not when it did not (for logs, metrics and tests). */
export interface DraftOutcome {
  sequence: DraftedSequence;
  source: 'template' | 'llm';
  fallbackReason?: LlmFailureReason;
}

/** generateJobEmails' answer: the draft and what the user is told about it. */
export interface DraftResult extends DraftOutcome {
  /** JOB_EMAILS_GENERATED, or JOB_EMAILS_FROM_TEMPLATE when the model's answer failed our checks. */
  message: string;
  elapsedMs: number;
}

export type LlmFailureReason =
  | 'timeout'
  | 'http-error'
  | 'connection-error'
  | 'empty-answer'
  | 'refusal'
  | 'malformed-json'
  | 'schema-mismatch'
  /** The answer held a link the user did not give (a web address, a domain or an e-mail address). */
  | 'foreign-link'
  /** Well-formed, but against the draft rules (length, one ask, filler phrases, the user's facts left out). */
  | 'draft-rules'
  | 'unexpected-error';
