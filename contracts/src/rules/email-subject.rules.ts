// One rule for every email subject, whoever wrote it: a sequence step, a test email, an approved note after a reply,
// a model's draft (product.md §5, text bounds). One line: a CR or LF would end the Subject header, so a subject holds
// no control character at all; at most TEXT_LIMITS.subject characters. An empty subject is each caller's own rule
// (a same-thread follow-up has none; a note needs one).
import { SINGLE_LINE_CONTROL_CHARACTERS, SUBJECT_TOO_LONG, TEXT_LIMITS, controlCharactersIn } from './input-bounds.rules';

/** 'Subject cannot contain control characters (such as NUL or a line break).' */
export const SUBJECT_CONTROL_CHARACTERS = controlCharactersIn('Subject');

/** Whether a subject holds a line break or another control character. */
export const hasSubjectControlCharacters = (subject: string): boolean => SINGLE_LINE_CONTROL_CHARACTERS.test(subject);

/** The problem of a subject as it is stored (trimmed), or null. */
export function subjectLineProblem(subject: string): string | null {
  const trimmed = subject.trim();
  if (hasSubjectControlCharacters(trimmed)) return SUBJECT_CONTROL_CHARACTERS;
  if (trimmed.length > TEXT_LIMITS.subject) return SUBJECT_TOO_LONG;
  return null;
}

/** Reply and forward prefixes mail apps put before a subject ('Re:', 'RE:', 'Fwd:', 'Fw:'), any number of them. */
const SUBJECT_PREFIX = /^(?:re|fwd?)\s*:\s*/i;

/**
 * The subject a conversation is known by: prefixes off, spaces collapsed, case folded. Gmail, and Outlook's
 * conversation topic, join emails only when this matches (product.md §10). Linear: each prefix is cut once.
 */
export function conversationSubject(subject: string): string {
  let rest = subject.trim();
  for (let match = SUBJECT_PREFIX.exec(rest); match; match = SUBJECT_PREFIX.exec(rest)) rest = rest.slice(match[0].length);
  return rest.replace(/\s+/g, ' ').toLowerCase();
}

export const sameConversationSubject = (a: string, b: string): boolean => conversationSubject(a) === conversationSubject(b);
