// Template leftovers a draft must lose before it is sent (issue 15): the default 'X role', a literal '[Your Name]',
// placeholders the sender does not know, an empty subject. One set of rules for the wizard's preview and the chat.
import { PLACEHOLDERS, YOUR_NAME_DISPLAY } from './constants';

export type DraftLeftoverKind = 'role' | 'your-name' | 'unknown-placeholder' | 'empty-subject' | 'empty-body';

export interface DraftLeftover {
  /** 1-based position of the email in the sequence. */
  position: number;
  kind: DraftLeftoverKind;
  /** What the user reads in the warning list. */
  message: string;
}

/** The placeholders the sender fills (anything else between double braces would go out as typed). */
export const KNOWN_PLACEHOLDERS: readonly string[] = Object.values(PLACEHOLDERS);

const ROLE_LEFTOVER = /\b(?:the )?X role\b/;
// [^{}] holds whitespace too (no \s* around it to trade characters with), and stops at the next brace.
const PLACEHOLDER = /\{\{[^{}]*\}\}/g;

/** Every `{{...}}` in the text that is not one the sender fills, once each, in order. */
export function unknownPlaceholders(text: string): string[] {
  const found = (text.match(PLACEHOLDER) ?? []).filter((token) => !KNOWN_PLACEHOLDERS.includes(token));
  return [...new Set(found)];
}

/**
 * The leftovers of each email (subject as sent: a same-thread follow-up passes the subject it inherits). An empty
 * subject only counts where the email has one of its own to show, which is every email the caller passes.
 */
export function findDraftLeftovers(emails: ReadonlyArray<{ subject: string; body: string }>): DraftLeftover[] {
  return emails.flatMap(({ subject, body }, index) => {
    const position = index + 1;
    const email = `Email ${position}`;
    const text = `${subject}\n${body}`;
    const leftovers: DraftLeftover[] = [];
    if (!subject.trim()) leftovers.push({ position, kind: 'empty-subject', message: `${email}: the subject is empty.` });
    if (!body.trim()) leftovers.push({ position, kind: 'empty-body', message: emptyBodyLeftover(position) });
    const role = ROLE_LEFTOVER.exec(text)?.[0];
    if (role) {
      leftovers.push({ position, kind: 'role', message: `${email}: replace '${role}' with the role you applied for.` });
    }
    if (text.includes(YOUR_NAME_DISPLAY)) {
      leftovers.push({ position, kind: 'your-name', message: `${email}: replace '${YOUR_NAME_DISPLAY}' with your name.` });
    }
    for (const token of unknownPlaceholders(text)) {
      leftovers.push({
        position,
        kind: 'unknown-placeholder',
        message: `${email}: '${token}' is not a placeholder we can fill; write the text instead.`,
      });
    }
    return leftovers;
  });
}

export const emptyBodyLeftover = (position: number): string => `Email ${position}: the body is empty; write it or remove the email.`;

/** Leftovers that would reach the recruiter as typed: the api refuses to schedule a sequence holding one. */
const UNSENDABLE: ReadonlySet<DraftLeftoverKind> = new Set(['role', 'your-name', 'unknown-placeholder', 'empty-body']);

/**
 * The refusal for steps that cannot be scheduled ('X role', '[Your Name]', an unknown placeholder, an empty body),
 * or null. Subjects are checked by validateSequenceSteps (a same-thread follow-up has none of its own).
 */
export function unsendableStepsMessage(emails: ReadonlyArray<{ subject: string; body: string }>): string | null {
  return findDraftLeftovers(emails).find((leftover) => UNSENDABLE.has(leftover.kind))?.message ?? null;
}

/** A piece of previewed text: a filled placeholder is marked so the user sees what was put in. */
export interface PreviewSegment {
  text: string;
  filled: boolean;
}

/**
 * The text as it will be sent, split where placeholders were filled ({{contact_first_name}}, {{your_name}}). A value
 * that is missing (e.g. no name on the account) leaves the placeholder's display form ('[Your Name]') unfilled.
 */
export function fillPlaceholderSegments(
  text: string,
  values: { contactFirstName?: string | null; yourName?: string | null },
): PreviewSegment[] {
  const fills: Record<string, string | null | undefined> = {
    [PLACEHOLDERS.contactFirstName]: values.contactFirstName?.trim(),
    [PLACEHOLDERS.yourName]: values.yourName?.trim(),
  };
  const segments: PreviewSegment[] = [];
  const pattern = new RegExp(`(${KNOWN_PLACEHOLDERS.map((p) => p.replace(/[{}]/g, '\\$&')).join('|')})`);
  for (const part of text.split(pattern)) {
    if (part === '') continue;
    const known = KNOWN_PLACEHOLDERS.includes(part);
    const value = known ? fills[part] : null;
    if (known && value) segments.push({ text: value, filled: true });
    else if (known) segments.push({ text: part === PLACEHOLDERS.yourName ? YOUR_NAME_DISPLAY : part, filled: false });
    else segments.push({ text: part, filled: false });
  }
  return segments;
}
