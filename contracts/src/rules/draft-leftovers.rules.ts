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

export const emptyBodyLeftover = (position: number): string =>
  `Email ${position}: the body is empty; write it or remove the email.`;

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
  /** A placeholder whose value is not known yet, shown as its chip (PLACEHOLDER_CHIPS): it fills in at send time. */
  chip?: boolean;
}

/** The preview's recipient line for a sequence with no contact yet. */
export const PREVIEW_NO_RECIPIENT = 'No contact yet: add one to send this sequence';

/**
 * The text as it will be sent, split where placeholders were filled ({{contact_first_name}}, {{your_name}}). A value
 * that is missing (e.g. no contact yet) shows as its chip ("(recipient's first name)"), never as braces.
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
    else if (known)
      segments.push({
        text: part === PLACEHOLDERS.yourName ? PLACEHOLDER_CHIPS.yourName : PLACEHOLDER_CHIPS.contactFirstName,
        filled: false,
        chip: true,
      });
    else segments.push({ text: part, filled: false });
  }
  return segments;
}

/** Shown in an editor where a placeholder's value is not known yet; it fills in when the email is sent. */
export const PLACEHOLDER_CHIPS = {
  contactFirstName: "(recipient's first name)",
  yourName: '(your name)',
} as const;

/** The note under an editor that shows a chip: 'Fills in when sent: (recipient's first name)'. */
export const placeholderChipNote = (chips: readonly string[]): string => `Fills in when sent: ${chips.join(', ')}`;

export interface PlaceholderValues {
  contactFirstName?: string | null;
  yourName?: string | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A body as an editor shows it: the recipient's first name and the user's name written in, or a chip where one is
 * not known yet; never raw braces.
 */
export function bodyForEditing(body: string, values: PlaceholderValues): string {
  const first = values.contactFirstName?.trim() || PLACEHOLDER_CHIPS.contactFirstName;
  const name = values.yourName?.trim() || PLACEHOLDER_CHIPS.yourName;
  return body.split(PLACEHOLDERS.contactFirstName).join(first).split(PLACEHOLDERS.yourName).join(name);
}

/**
 * An edited body back to what is stored: the names (and their chips, and '[Your Name]') become placeholders again,
 * so the names fill in at send time. The user's name goes first: it may hold the recipient's first name. The first
 * name is taken back only where it addresses someone (before a comma, '!', ':' or a line end).
 */
export function bodyFromEditing(text: string, values: PlaceholderValues): string {
  let body = text
    .split(YOUR_NAME_DISPLAY)
    .join(PLACEHOLDERS.yourName)
    .split(PLACEHOLDER_CHIPS.yourName)
    .join(PLACEHOLDERS.yourName);
  body = body.split(PLACEHOLDER_CHIPS.contactFirstName).join(PLACEHOLDERS.contactFirstName);
  const name = values.yourName?.trim();
  if (name) body = body.split(name).join(PLACEHOLDERS.yourName);
  const first = values.contactFirstName?.trim();
  if (first)
    body = body.replace(
      // Where a name is addressed ('Hi Will,', 'Thanks, Will!'), not the word in a sentence ('Will you...').
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}(?=[ \\t]{0,3}[,!:]|[ \\t]{0,3}$)`, 'gmu'),
      PLACEHOLDERS.contactFirstName,
    );
  return body;
}

/** The chips a shown body holds (placeholders whose value is not known yet). */
export function chipsIn(shown: string): string[] {
  return Object.values(PLACEHOLDER_CHIPS).filter((chip) => shown.includes(chip));
}
