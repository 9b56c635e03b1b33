// The Reply Engine chat's texts: the spec's (§2, §4) and ours where the spec has none. Shared so that one place
// holds every user-facing string.

// --- Spec §2 (/dashboard/chats) ---
export const REPLY_ENGINE_TITLE = 'Reply Engine';
export const REPLY_ENGINE_TAGLINE = 'No more silence after you apply.';
export const CHAT_EMPTY_HEADLINE = 'Turn applications into interviews.';
export const CHAT_EMPTY_PROMPT = 'Paste a LinkedIn profile url.';
export const CHAT_EMPTY_BULLETS: readonly string[] = [
  "We look up the hiring manager's email.",
  'We craft your follow-ups.',
  'We time them so they land during working hours.',
];

// --- Spec §4 (chat steps, generation, after sending) ---
export const FINDING_DETAILS = 'Finding details...';
export const GENERATION_PROGRESS_MESSAGES: readonly string[] = [
  'Crafting your personalized follow-up emails.',
  'Finding details about the hiring manager…',
  'Matching your experience to the target role…',
  'Drafting your personalized follow-up emails…',
  'Polishing the tone and structure for best response…',
];
export const SEND_SEQUENCE_NOW = 'Send Sequence Now';
export const SEQUENCE_SCHEDULED_LABEL = 'Sequence Scheduled';
/**
 * What 'Send Sequence Now' says while the chat is busy with something else and cannot act on a click (it is disabled
 * meanwhile), so a click never seems to do nothing.
 */
export const SEND_SEQUENCE_BUSY_LABELS = {
  sending: 'Scheduling your sequence…',
  checkingGmail: 'Checking Gmail access…',
  savingZone: 'Saving the sending zone…',
  connectingGmail: 'Opening Google…',
  connectingOutlook: 'Opening Microsoft…',
  working: 'Please wait…',
} as const;
/** What the chat is busy with (one thing at a time). */
export type ChatActivity = keyof typeof SEND_SEQUENCE_BUSY_LABELS;
export const ONE_MORE_STEP_TITLE = 'One More Step!';
export const GMAIL_ONE_MORE_STEP = `${ONE_MORE_STEP_TITLE} Connect your Gmail to start sending your personalized follow-up sequence`;
export const NO_SEQUENCE_FOUND_TITLE = 'No Email Sequence Found';
export const NO_SEQUENCE_FOUND_TEXT = 'Please create an email sequence to get started.';
export const GO_TO_CAMPAIGNS = 'Go to Campaigns';

// --- The chat's own prompts (the spec gives no text for these) ---
/** Prefix of a refused input (product.md §5: the LinkedIn message is shown with a cross mark). */
export const REJECTION_MARK = '✗';
export const detailsFound = (name: string | null, email: string): string =>
  name ? `Found ${name}: ${email}` : `Found the email: ${email}`;
export const EMAIL_NOT_FOUND_REPLY =
  "I couldn't find the email for this profile. Type their email address if you know it, paste another LinkedIn " +
  'profile URL, or continue without it.';
export const emailNoted = (email: string): string => `Thanks, I'll send to ${email}.`;
export const NO_EMAIL_NOTED = "No problem: I'll draft the sequence now and it will wait until we have their email.";
export const ASK_CONTACT_NAME = "What's the hiring manager's name? (Skip if you don't know it.)";
export const ASK_ABOUT_ME =
  'Now tell me about yourself: your experience and what you are looking for, in a sentence or two. ' +
  'Or upload your resume (PDF, DOC or DOCX).';
export const resumeReceived = (fileName: string): string => `Got your resume (${fileName}).`;
export const ASK_ROLE = 'Which role and company are you applying for? For example: Senior Frontend Engineer at Acme.';
export const UPLOADING_RESUME = 'Uploading your resume...';
export const REVIEW_DRAFTS = 'Review and edit them below, then press Send Sequence Now.';
export const GENERATION_FAILED_RETRY = 'Press Try again, or type the role and company again.';
export const sequenceScheduledReply = (when: string | null): string =>
  when ? `Your sequence is scheduled. The first email goes out ${when}.` : 'Your sequence is scheduled.';
export const SEQUENCE_WAITING_FOR_EMAIL =
  "Your sequence is created and will start once the contact's email is found. You can follow it in Sequences.";
export const ASK_CONTACT_EMAIL = 'If you know their email address, type it here and I will start the sequence.';
export const sendStepFailed = (message: string): string =>
  `${REJECTION_MARK} ${message} Press Send Sequence Now to try again; nothing is created twice.`;

// --- Controls ---
export const CONTINUE_WITHOUT_EMAIL = 'Continue without email';
export const SKIP_NAME = 'Skip';
export const TRY_AGAIN = 'Try again';
export const NEW_CONVERSATION = 'New conversation';
export const CONNECT_GMAIL = 'Connect Gmail';
export const GO_TO_BILLING = 'Go to Billing';
export const CHECK_AGAIN = 'Check again';
export const VIEW_SEQUENCE = 'View in Sequences';
export const LOADING_CONVERSATION = 'Loading your conversation...';
