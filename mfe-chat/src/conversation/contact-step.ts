// Step 0 (product.md §4): a LinkedIn profile URL is looked up for the hiring manager's email and name. When nothing is
// found the chat stays here and accepts a typed address instead (or going on without one); a name can be asked.
import {
  GetLinkedInDetailsDocument,
  LINKEDIN_EMAIL_NOT_FOUND,
  NAME_MAX_LENGTH,
  extractLinkedInProfileUrl,
  isEmailAddress,
  looksLikePostingUrl,
  validateChatLinkedInUrl,
  ASK_ABOUT_ME,
  ASK_CONTACT_NAME,
  CONTINUE_WITHOUT_EMAIL,
  EMAIL_NOT_FOUND_REPLY,
  FINDING_DETAILS,
  NO_EMAIL_NOTED,
  REJECTION_MARK,
  SKIP_NAME,
  detailsFound,
  emailNoted,
  withEmailConfidence,
} from 'contracts';
import { GraphQLResponseError, executeGraphQL } from 'shared-ui';
import { errorText, type ChatRuntime } from './chat-runtime';
import { handlePostingFirst } from './posting-step';

const isNotFound = (error: unknown) => error instanceof GraphQLResponseError && error.messages.includes(LINKEDIN_EMAIL_NOT_FOUND);

function askAboutMe(rt: ChatRuntime): void {
  rt.patch({ awaiting: null }, 1);
  rt.bot(ASK_ABOUT_ME);
}

/** With the contact settled, ask for a name when none is known yet, else move on to the about-me step. */
function afterContact(rt: ChatRuntime): void {
  if (rt.context().contactName) return askAboutMe(rt);
  rt.patch({ awaiting: 'name' });
  rt.bot(ASK_CONTACT_NAME);
}

async function lookUp(rt: ChatRuntime, linkedInUrl: string): Promise<void> {
  rt.patch({ profileUrl: linkedInUrl });
  rt.bot(FINDING_DETAILS);
  try {
    const { linkedInDetailsFetcher: found } = await executeGraphQL(GetLinkedInDetailsDocument, { linkedInUrl });
    const name = found.name?.trim() || null;
    rt.patch({ contactName: name, contactEmail: found.email, emailSource: 'lookup', lookupFailed: false });
    // Whether the address was verified or is a guess, said before anything is sent to it.
    rt.bot(withEmailConfidence(detailsFound(name, found.email), found.emailConfidence));
    afterContact(rt);
  } catch (error) {
    if (isNotFound(error)) {
      rt.patch({ lookupFailed: true, contactEmail: null, contactName: null });
      rt.bot(EMAIL_NOT_FOUND_REPLY);
      return;
    }
    rt.bot(`${REJECTION_MARK} ${errorText(error)}`);
  }
}

/** A message typed at step 0: the name asked for, a typed address, a profile URL, or a job posting URL first. */
export async function handleContactInput(rt: ChatRuntime, text: string): Promise<void> {
  if (rt.context().awaiting !== 'name' && looksLikePostingUrl(text)) return handlePostingFirst(rt, text);
  rt.user(text);
  if (rt.context().awaiting === 'name') {
    rt.patch({ contactName: text.slice(0, NAME_MAX_LENGTH) });
    return askAboutMe(rt);
  }
  if (isEmailAddress(text)) {
    rt.patch({ contactEmail: text, emailSource: 'typed', lookupFailed: false });
    rt.bot(emailNoted(text));
    return afterContact(rt);
  }
  const refused = validateChatLinkedInUrl(text);
  if (refused) {
    rt.bot(`${REJECTION_MARK} ${refused}`);
    return;
  }
  await lookUp(rt, extractLinkedInProfileUrl(text)!);
}

export function continueWithoutEmail(rt: ChatRuntime): void {
  rt.user(CONTINUE_WITHOUT_EMAIL);
  rt.patch({ contactEmail: null, emailSource: 'none', lookupFailed: false });
  rt.bot(NO_EMAIL_NOTED);
  afterContact(rt);
}

export function skipName(rt: ChatRuntime): void {
  rt.user(SKIP_NAME);
  askAboutMe(rt);
}
