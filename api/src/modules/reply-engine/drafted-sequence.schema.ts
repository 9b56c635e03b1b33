// What an LLM's answer must be before a user sees it, checked like user input: the generateJobEmails data shape
// with sendable plain text (HTML stripped, the sequence step limits of contracts, no control characters, only the
// two known placeholders, nothing left to fill in, no link the user did not give). Also its JSON schema.
import {
  DRAFTED_EMAIL_KEYS,
  hasSubjectControlCharacters,
  MULTI_LINE_CONTROL_CHARACTERS,
  PLACEHOLDERS,
  TEXT_LIMITS,
  YOUR_NAME_DISPLAY,
} from 'contracts';
import { z } from 'zod';
import { foreignLinkCount, toPlainText } from './draft-text.sanitizer';

/** The issue a link the user never wrote raises (the writer logs it as its own reason). */
export const FOREIGN_LINK_ISSUE = 'link the user did not give';
/** Markup counts toward nothing a user sees, but an answer far over the limits is not worth parsing. */
const RAW_FACTOR = 2;

const KNOWN_PLACEHOLDERS = new Set<string>(Object.values(PLACEHOLDERS));
const REPLY_PREFIX = /^\s*(?:re|fwd?)\s*:\s*/i;

/** Text a model often leaves when it did not finish the job: '[Company]', 'undefined', 'null'. */
const hasLeftovers = (text: string) => /[[\]]/.test(text) || /\b(?:undefined|null)\b/.test(text);
const unknownPlaceholders = (text: string) =>
  (text.match(/\{\{[^{}]*\}\}/g) ?? []).some((token) => !KNOWN_PLACEHOLDERS.has(token));

/** Forgivable slips fixed before checking: '[Your Name]' is how the editor shows {{your_name}}; the engine adds its own 'Re:'. */
function normalise(email: { subject: string; body: string }) {
  let subject = toPlainText(email.subject).trim();
  while (REPLY_PREFIX.test(subject)) subject = subject.replace(REPLY_PREFIX, '');
  return { subject, body: toPlainText(email.body).split(YOUR_NAME_DISPLAY).join(PLACEHOLDERS.yourName).trim() };
}

function emailSchema(allowedLinks: ReadonlySet<string>) {
  const noForeignLink = (text: string) => foreignLinkCount(text, allowedLinks) === 0;
  return (
    z
      .object({
        subject: z.string().max(TEXT_LIMITS.subject * RAW_FACTOR, 'too long'),
        body: z.string().max(TEXT_LIMITS.body * RAW_FACTOR, 'too long'),
      })
      // Links hidden in markup (an <a href>) count before the markup goes.
      .superRefine((raw, ctx) => {
        for (const field of ['subject', 'body'] as const)
          if (!noForeignLink(raw[field])) ctx.addIssue({ code: 'custom', path: [field], message: FOREIGN_LINK_ISSUE });
      })
      .transform(normalise)
      .pipe(
        z.object({
          subject: z
            .string()
            .min(1, 'empty')
            .max(TEXT_LIMITS.subject, 'too long')
            .refine((s) => !hasSubjectControlCharacters(s), 'unfinished or multi-line')
            .refine((s) => !hasLeftovers(s) && !s.includes('{{'), 'unfinished or multi-line')
            .refine(noForeignLink, FOREIGN_LINK_ISSUE),
          body: z
            .string()
            .min(1, 'empty')
            .max(TEXT_LIMITS.body, 'too long')
            .refine((b) => !MULTI_LINE_CONTROL_CHARACTERS.test(b), 'control characters')
            .refine((b) => !hasLeftovers(b), 'unfinished text')
            .refine((b) => !unknownPlaceholders(b), 'unknown placeholder')
            .refine((b) => b.includes(PLACEHOLDERS.yourName), 'no {{your_name}} signature')
            // Entity-encoded links ('&#104;ttps://...') show once decoded.
            .refine(noForeignLink, FOREIGN_LINK_ISSUE),
        }),
      )
  );
}

/**
 * The check of one answer: `allowedLinks` are the links of what the user typed (see allowedLinks in
 * draft-text.sanitizer), the only ones a draft may repeat.
 */
export function draftedSequenceSchemaFor(allowedLinks: ReadonlySet<string> = new Set()) {
  const email = emailSchema(allowedLinks);
  return z.object({
    email_1: email.refine((e) => e.body.includes(PLACEHOLDERS.contactFirstName), 'no {{contact_first_name}} greeting'),
    follow_up_1: email,
    follow_up_2: email,
  });
}

/** The check for a user who gave no links. */
export const draftedSequenceSchema = draftedSequenceSchemaFor();

/** Where an answer failed, without its text (safe to log). */
export const issueSummary = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const emailJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'body'],
  properties: {
    subject: { type: 'string', description: 'Plain subject line, no "Re:".' },
    body: { type: 'string', description: 'Plain-text body with the greeting and signature placeholders.' },
  },
} as const;

/** response_format.json_schema for chat.completions (strict structured output). */
export const DRAFTED_SEQUENCE_JSON_SCHEMA = {
  name: 'job_email_sequence',
  description: 'An initial email and two follow-ups for a job application.',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: [...DRAFTED_EMAIL_KEYS],
    properties: Object.fromEntries(DRAFTED_EMAIL_KEYS.map((key) => [key, emailJsonSchema])),
  },
};
