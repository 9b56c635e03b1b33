// What an LLM's answer must be before a user sees it: the generateJobEmails data shape with sendable text
// (limits from contracts, only the two known placeholders, nothing left to fill in). Also its JSON schema.
import { DRAFTED_EMAIL_KEYS, DRAFTED_EMAIL_LIMITS, PLACEHOLDERS, YOUR_NAME_DISPLAY } from 'contracts';
import { z } from 'zod';

const KNOWN_PLACEHOLDERS = new Set<string>(Object.values(PLACEHOLDERS));
const REPLY_PREFIX = /^\s*(?:re|fwd?)\s*:\s*/i;

/** Text a model often leaves when it did not finish the job: '[Company]', 'undefined', 'null'. */
const hasLeftovers = (text: string) => /[[\]]/.test(text) || /\b(?:undefined|null)\b/.test(text);
const unknownPlaceholders = (text: string) =>
  (text.match(/\{\{[^}]*\}\}/g) ?? []).some((token) => !KNOWN_PLACEHOLDERS.has(token));

/** Forgivable slips fixed before checking: '[Your Name]' is how the editor shows {{your_name}}; the engine adds its own 'Re:'. */
function normalise(email: { subject: string; body: string }) {
  let subject = email.subject.trim();
  while (REPLY_PREFIX.test(subject)) subject = subject.replace(REPLY_PREFIX, '');
  return { subject, body: email.body.split(YOUR_NAME_DISPLAY).join(PLACEHOLDERS.yourName).trim() };
}

const email = z
  .object({ subject: z.string(), body: z.string() })
  .transform(normalise)
  .pipe(
    z.object({
      subject: z
        .string()
        .min(1, 'empty')
        .max(DRAFTED_EMAIL_LIMITS.subjectMaxChars, 'too long')
        .refine((s) => !hasLeftovers(s) && !s.includes('{{') && !s.includes('\n'), 'unfinished or multi-line'),
      body: z
        .string()
        .min(1, 'empty')
        .max(DRAFTED_EMAIL_LIMITS.bodyMaxChars, 'too long')
        .refine((b) => !hasLeftovers(b), 'unfinished text')
        .refine((b) => !unknownPlaceholders(b), 'unknown placeholder')
        .refine((b) => b.includes(PLACEHOLDERS.yourName), 'no {{your_name}} signature'),
    }),
  );

export const draftedSequenceSchema = z.object({
  email_1: email.refine((e) => e.body.includes(PLACEHOLDERS.contactFirstName), 'no {{contact_first_name}} greeting'),
  follow_up_1: email,
  follow_up_2: email,
});

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
