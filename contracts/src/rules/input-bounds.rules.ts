// Bounds on what a user may type into a campaign, a contact or a sequence step, and their messages. The spec (§5)
// gives the required-field rules only; these limits are ours. The api enforces every one of them (whatever the
// entry point), and the forms mirror them (maxLength, min/max) so a user meets the same message before sending.
// (The /graphql edge already refuses C0 controls other than tab and line breaks with CONTROL_CHARACTERS_REFUSED
// before any resolver runs; these rules hold for every other entry point and for what the edge lets through.)

export const TEXT_LIMITS = {
  campaignName: 120,
  /** Of a sequence step (and a test email). */
  subject: 200,
  /** Of a sequence step (and a test email), in characters of the stored text (placeholders as typed). */
  body: 20_000,
  /** First and last name of a contact, each. */
  personName: 100,
  /** RFC 5321 §4.5.3.1: a path is at most 256 octets including the angle brackets, so an address 254. */
  emailAddress: 254,
  /** RFC 5321 §4.5.3.1.1. */
  emailLocalPart: 64,
  /** Of the LinkedIn URL as typed (query strings included); what is stored is the short normalised form. */
  linkedInUrl: 2_048,
} as const;

/** 20000 -> '20,000' (en-US grouping) without Intl: these messages are built as the module loads, on every page. */
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const campaignNameTooLong = (context: 'campaign' | 'form' = 'campaign'): string =>
  `${context === 'form' ? 'Sequence Name' : 'Campaign name'} must be at most ${count(TEXT_LIMITS.campaignName)} characters`;
export const SUBJECT_TOO_LONG = `Subject must be at most ${count(TEXT_LIMITS.subject)} characters`;
/** A first email, or a follow-up that starts a new thread, needs its own subject (a same-thread one reuses it). */
export const EMAIL_SUBJECT_EMPTY = 'Email subject cannot be empty';
export const EMAIL_BODY_TOO_LONG = `Email body must be at most ${count(TEXT_LIMITS.body)} characters`;
export const FIRST_NAME_TOO_LONG = `First Name must be at most ${count(TEXT_LIMITS.personName)} characters`;
export const LAST_NAME_TOO_LONG = `Last Name must be at most ${count(TEXT_LIMITS.personName)} characters`;
export const EMAIL_ADDRESS_TOO_LONG = `Email address must be at most ${count(TEXT_LIMITS.emailAddress)} characters`;
export const EMAIL_LOCAL_PART_TOO_LONG = `The part of the email address before the @ must be at most ${count(TEXT_LIMITS.emailLocalPart)} characters`;

/**
 * Control characters in a one-line field (names, subject, address, URL): C0 (line breaks and tabs included, so a
 * subject cannot smuggle a header line), DEL and C1.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const SINGLE_LINE_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters in multi-line text (an email body): the same, but tab, line feed and carriage return are text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** '{field} cannot contain control characters (such as NUL or a line break).' */
export const controlCharactersIn = (field: string, multiLine = false): string =>
  `${field} cannot contain control characters (such as NUL${multiLine ? '' : ' or a line break'}).`;

/** The first problem of a bounded text field (control characters, then length), or null. */
export function checkText(
  value: string,
  options: { field: string; max: number; tooLong: string; multiLine?: boolean },
): string | null {
  const pattern = options.multiLine ? MULTI_LINE_CONTROL_CHARACTERS : SINGLE_LINE_CONTROL_CHARACTERS;
  if (pattern.test(value)) return controlCharactersIn(options.field, options.multiLine);
  if (value.length > options.max) return options.tooLong;
  return null;
}
