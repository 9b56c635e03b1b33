// Bounds on everything a user may type (a campaign, a contact, a sequence step, the chat's answers, a search box...)
// and their messages. The spec (§5) gives the required-field rules only; these limits are ours. The api refuses any
// GraphQL text argument over its bound before a resolver runs (INPUT_BOUNDS below, one entry per String argument or
// input field of the contract), and the forms mirror them (maxLength) so a user meets the limit while typing.
// (The /graphql edge already refuses C0 controls other than tab and line breaks with CONTROL_CHARACTERS_REFUSED
// before any resolver runs; these rules hold for every other entry point and for what the edge lets through.)

import {
  CHAT_CONTEXT_TOO_LONG,
  CHAT_CONVERSATION_LIMITS,
  CHAT_MESSAGE_ID_INVALID,
  CHAT_MESSAGE_TOO_LONG,
} from './chat-conversation.rules';
import { APPLIED_AT_LENGTH, APPLIED_AT_TOO_LONG } from './timeline.rules';
import { JOB_POSTING_BOUNDS } from './job-posting.rules';

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
  /** The chat's role and company, typed together ('Senior Frontend Engineer at Acme'). */
  jobRole: 200,
  /** The chat's description of the user (generateJobEmails' aboutMe). */
  aboutMe: 5_000,
  /** generateJobEmails' hiringManagerName: a contact's first and last name and the space between. */
  hiringManagerName: 201,
  /** A search box (campaigns, contacts, attachments). */
  search: 200,
  /** A page cursor as the api handed it out (opaque; the longest hold a sort value such as a campaign name). */
  cursor: 2_000,
  /** An IANA timezone name (the longest are about 32). */
  timezone: 64,
  /** An attachment's file name (most file systems allow 255). */
  fileName: 255,
  /** A MIME type (RFC 6838: 127 characters for the type and for the subtype, and the slash). */
  fileType: 255,
  /** The upload location generateSignedUrl handed out. */
  fileUrl: 2_048,
  /** Where the browser comes back to after a Google consent (a path of ours). */
  returnTo: 2_048,
  /** A note after a reply (a thank-you, a gracious answer), as the user edited it. */
  replyNoteBody: 3_000,
  /** Any text argument INPUT_BOUNDS does not name: far above anything typed, far below the request size cap. */
  otherText: 10_000,
} as const;

/** 20000 -> '20,000' (en-US grouping) without Intl: these messages are built as the module loads, on every page. */
function count(value: number): string {
  const digits = String(value);
  let grouped = '';
  for (let i = 0; i < digits.length; i++) grouped += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
  return grouped;
}

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
export const LINKEDIN_URL_TOO_LONG = `LinkedIn URL must be at most ${count(TEXT_LIMITS.linkedInUrl)} characters`;
export const JOB_ROLE_TOO_LONG = `Role and company must be at most ${count(TEXT_LIMITS.jobRole)} characters`;
export const ABOUT_ME_TOO_LONG = `About me must be at most ${count(TEXT_LIMITS.aboutMe)} characters`;
export const HIRING_MANAGER_NAME_TOO_LONG = `Hiring manager name must be at most ${count(TEXT_LIMITS.hiringManagerName)} characters`;
export const SEARCH_TOO_LONG = `Search must be at most ${count(TEXT_LIMITS.search)} characters`;
export const CURSOR_TOO_LONG = `Page cursor must be at most ${count(TEXT_LIMITS.cursor)} characters`;
export const TIMEZONE_TOO_LONG = `Timezone must be at most ${count(TEXT_LIMITS.timezone)} characters`;
export const FILE_NAME_TOO_LONG = `File name must be at most ${count(TEXT_LIMITS.fileName)} characters`;
export const FILE_TYPE_TOO_LONG = `File type must be at most ${count(TEXT_LIMITS.fileType)} characters`;
export const FILE_URL_TOO_LONG = `File location must be at most ${count(TEXT_LIMITS.fileUrl)} characters`;
export const RETURN_TO_TOO_LONG = `Return path must be at most ${count(TEXT_LIMITS.returnTo)} characters`;
export const REPLY_NOTE_BODY_TOO_LONG = `The note must be at most ${count(TEXT_LIMITS.replyNoteBody)} characters`;
export const JOB_POSTING_URL_TOO_LONG = `Job posting URL must be at most ${count(JOB_POSTING_BOUNDS.url)} characters`;
export const TEXT_TOO_LONG = `Text must be at most ${count(TEXT_LIMITS.otherText)} characters`;

/** A bound on one text argument or input field, and the message a longer value is refused with. */
export interface InputBound {
  max: number;
  message: string;
}

const bound = (max: number, message: string): InputBound => ({ max, message });
const CHAT = CHAT_CONVERSATION_LIMITS;

/**
 * Every String argument and input field of the contract's schema, by schema coordinate (`Type.field` for an input
 * field, `Type.field(argument:)` for an argument), with its bound. A contracts test fails when the SDL gains a String
 * argument or input field this map does not name; one it does not name still meets OTHER_TEXT_BOUND at the api.
 */
export const INPUT_BOUNDS: Readonly<Record<string, InputBound>> = {
  // Paging and search, shared by every list.
  'PaginationInput.after': bound(TEXT_LIMITS.cursor, CURSOR_TOO_LONG),
  'PaginationInput.before': bound(TEXT_LIMITS.cursor, CURSOR_TOO_LONG),
  'CampaignFilterInput.search': bound(TEXT_LIMITS.search, SEARCH_TOO_LONG),
  'ContactFilterInput.search': bound(TEXT_LIMITS.search, SEARCH_TOO_LONG),
  'EmailAttachmentFilterInput.search': bound(TEXT_LIMITS.search, SEARCH_TOO_LONG),
  // Access requests and recipients.
  'Mutation.raiseAccessRequest(email:)': bound(TEXT_LIMITS.emailAddress, EMAIL_ADDRESS_TOO_LONG),
  'Query.recipientCheck(email:)': bound(TEXT_LIMITS.emailAddress, EMAIL_ADDRESS_TOO_LONG),
  'Mutation.resendBouncedEmail(email:)': bound(TEXT_LIMITS.emailAddress, EMAIL_ADDRESS_TOO_LONG),
  // Attachments.
  'GenerateSignedUrlInput.fileName': bound(TEXT_LIMITS.fileName, FILE_NAME_TOO_LONG),
  'GenerateSignedUrlInput.fileType': bound(TEXT_LIMITS.fileType, FILE_TYPE_TOO_LONG),
  'CreateEmailAttachmentInput.fileName': bound(TEXT_LIMITS.fileName, FILE_NAME_TOO_LONG),
  'CreateEmailAttachmentInput.fileType': bound(TEXT_LIMITS.fileType, FILE_TYPE_TOO_LONG),
  'CreateEmailAttachmentInput.fileUrl': bound(TEXT_LIMITS.fileUrl, FILE_URL_TOO_LONG),
  // Campaigns and scheduling.
  'CreateCampaignInput.name': bound(TEXT_LIMITS.campaignName, campaignNameTooLong()),
  'CreateCampaignInput.timezone': bound(TEXT_LIMITS.timezone, TIMEZONE_TOO_LONG),
  'UpdateCampaignInput.name': bound(TEXT_LIMITS.campaignName, campaignNameTooLong()),
  'UpdateCampaignInput.timezone': bound(TEXT_LIMITS.timezone, TIMEZONE_TOO_LONG),
  'Query.sequenceSchedulePreview(timezone:)': bound(TEXT_LIMITS.timezone, TIMEZONE_TOO_LONG),
  'Query.searchSummary(timeZone:)': bound(TEXT_LIMITS.timezone, TIMEZONE_TOO_LONG),
  // The chat.
  'ChatMessageInput.id': bound(CHAT.messageIdMaxChars, CHAT_MESSAGE_ID_INVALID),
  'ChatMessageInput.content': bound(CHAT.contentMaxChars, CHAT_MESSAGE_TOO_LONG),
  'SaveChatConversationInput.context': bound(CHAT.contextMaxChars, CHAT_CONTEXT_TOO_LONG),
  'Mutation.generateJobEmails(hiringManagerName:)': bound(TEXT_LIMITS.hiringManagerName, HIRING_MANAGER_NAME_TOO_LONG),
  'Mutation.generateJobEmails(jobRole:)': bound(TEXT_LIMITS.jobRole, JOB_ROLE_TOO_LONG),
  'Mutation.generateJobEmails(aboutMe:)': bound(TEXT_LIMITS.aboutMe, ABOUT_ME_TOO_LONG),
  'Mutation.linkedInDetailsFetcher(linkedInUrl:)': bound(TEXT_LIMITS.linkedInUrl, LINKEDIN_URL_TOO_LONG),
  'Mutation.importJobPosting(url:)': bound(JOB_POSTING_BOUNDS.url, JOB_POSTING_URL_TOO_LONG),
  // Contacts.
  'CreateContactInput.email': bound(TEXT_LIMITS.emailAddress, EMAIL_ADDRESS_TOO_LONG),
  'CreateContactInput.linkedInUrl': bound(TEXT_LIMITS.linkedInUrl, LINKEDIN_URL_TOO_LONG),
  'CreateContactInput.firstName': bound(TEXT_LIMITS.personName, FIRST_NAME_TOO_LONG),
  'CreateContactInput.lastName': bound(TEXT_LIMITS.personName, LAST_NAME_TOO_LONG),
  'CreateContactInput.appliedAt': bound(APPLIED_AT_LENGTH, APPLIED_AT_TOO_LONG),
  'UpdateContactInput.appliedAt': bound(APPLIED_AT_LENGTH, APPLIED_AT_TOO_LONG),
  // Sequences and test emails.
  'EmailSequenceStepInput.subject': bound(TEXT_LIMITS.subject, SUBJECT_TOO_LONG),
  'EmailSequenceStepInput.body': bound(TEXT_LIMITS.body, EMAIL_BODY_TOO_LONG),
  'SendTestEmailInput.subject': bound(TEXT_LIMITS.subject, SUBJECT_TOO_LONG),
  'SendTestEmailInput.body': bound(TEXT_LIMITS.body, EMAIL_BODY_TOO_LONG),
  // Notes after a reply.
  'Mutation.approveReplyNote(subject:)': bound(TEXT_LIMITS.subject, SUBJECT_TOO_LONG),
  'Mutation.approveReplyNote(body:)': bound(TEXT_LIMITS.replyNoteBody, REPLY_NOTE_BODY_TOO_LONG),
  'Mutation.updateReplyNote(subject:)': bound(TEXT_LIMITS.subject, SUBJECT_TOO_LONG),
  'Mutation.updateReplyNote(body:)': bound(TEXT_LIMITS.replyNoteBody, REPLY_NOTE_BODY_TOO_LONG),
  // Gmail consent.
  'Mutation.startGoogleAuthFlow(returnTo:)': bound(TEXT_LIMITS.returnTo, RETURN_TO_TOO_LONG),
  'Mutation.downgradeGmailToSendOnly(returnTo:)': bound(TEXT_LIMITS.returnTo, RETURN_TO_TOO_LONG),
  'Mutation.startOutlookConnection(returnTo:)': bound(TEXT_LIMITS.returnTo, RETURN_TO_TOO_LONG),
};

/** What a text argument or input field INPUT_BOUNDS does not name may hold. */
export const OTHER_TEXT_BOUND: InputBound = bound(TEXT_LIMITS.otherText, TEXT_TOO_LONG);

/** Whitespace around a value that its bound forgives (values are stored trimmed, as the validators check them). */
export const SURROUNDING_WHITESPACE_ALLOWANCE = 1_000;

/**
 * Whether text breaks a bound of `max` characters: its trimmed length is over `max`, or it carries more than
 * SURROUNDING_WHITESPACE_ALLOWANCE characters around that (so a padded value never costs more than that to refuse).
 */
export function isOverBound(value: string, max: number): boolean {
  if (value.length <= max) return false;
  return value.length > max + SURROUNDING_WHITESPACE_ALLOWANCE || value.trim().length > max;
}

/** The bound of a schema coordinate (OTHER_TEXT_BOUND when INPUT_BOUNDS does not name it). */
export const inputBoundOf = (coordinate: string): InputBound =>
  Object.hasOwn(INPUT_BOUNDS, coordinate) ? INPUT_BOUNDS[coordinate]! : OTHER_TEXT_BOUND;

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
