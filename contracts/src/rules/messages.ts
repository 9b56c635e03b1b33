// Every user-facing message of product.md §5 (validation) and §8 (error catalogue), written once.
// Templated messages are functions so the wording cannot drift between callers.

// --- Generic ---
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
export const AN_UNEXPECTED_ERROR = 'An unexpected error occurred';
export const ERROR_TITLE = 'Error';

// --- Login ---
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const GOOGLE_LOGIN_FAILED = 'Failed to login with Google';

// --- Sign-up ---
export const REGISTER_FORM_ERROR_TITLE = 'Register form Error';
export const REGISTRATION_FAILED_TITLE = 'Registration Failed';
export const GOOGLE_SIGN_UP_FAILED_TITLE = 'Unable to google sign in';
export const GOOGLE_SIGN_UP_FAILED = 'Please try again later or use email signup.';

// --- Forgot password ---
export const ENTER_EMAIL_ADDRESS = 'Please enter your email address';
export const RESET_EMAIL_FAILED = 'Failed to send reset email';
export const RESET_EMAIL_SENT_TITLE = 'Email Sent';
export const RESET_EMAIL_SENT = 'Check your email for password reset instructions';

// --- Reset password ---
export const INVALID_RESET_TOKEN = 'Invalid or missing token. Please try again by requesting a new password reset.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const RESET_PASSWORD_FAILED = 'Failed to reset password';
export const RESET_PASSWORD_SUCCESS = 'Your password has been reset successfully. You can now sign in with your new password.';

// --- Change password ---
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 6 characters long';
export const NEW_PASSWORD_SAME_AS_CURRENT = 'New password must be different from current password';
export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
export const CHANGE_PASSWORD_SUCCESS = 'Your password has been changed successfully';

// --- Campaign form ---
export const CAMPAIGN_NAME_REQUIRED = 'Campaign name is required';
export const SEQUENCE_NAME_REQUIRED = 'Sequence Name is required';
export const TIMEZONE_REQUIRED = 'Timezone is required';

// --- Add contact ---
export const EMAIL_REQUIRED = 'Email is required';
export const LINKEDIN_URL_REQUIRED = 'LinkedIn URL is required';
export const FIRST_NAME_REQUIRED = 'First Name is required';
export const ENRICH_LINKEDIN_FIRST = 'Please enrich the LinkedIn contact first';

// --- LinkedIn URL ---
export const INVALID_LINKEDIN_URL = 'Invalid LinkedIn URL. Please provide a valid URL';
export const INVALID_LINKEDIN_PROFILE_URL = 'Please enter a valid LinkedIn profile URL';
/** Server error of linkedInDetailsFetcher; the data layer deliberately does not toast it. */
export const LINKEDIN_EMAIL_NOT_FOUND = 'Email not found. Please check the LinkedIn URL or enter email manually';

// --- Chat ---
export const ABOUT_ME_TOO_SHORT = 'Please provide a brief description about yourself (at least 20 characters).';
export const ROLE_TOO_SHORT = 'Please provide the role you are applying for (at least 5 characters).';
/** generateJobEmails answered with a draft (ours: the spec shows no text for it). */
export const JOB_EMAILS_GENERATED = 'Your follow-up emails are drafted.';
/** generateJobEmails answered with the template's draft because the model's answer failed our checks. */
export const JOB_EMAILS_FROM_TEMPLATE =
  "The assistant's draft did not pass our checks, so these emails come from our standard template. Review them before sending.";

// --- Sequence editor ---
export const DAYS_TO_WAIT_MIN = 'Days to wait must be at least 1 day';
export const DELAY_NEGATIVE = 'Delay cannot be negative';
export const EMAIL_BODY_EMPTY = 'Email body cannot be empty';
export const AT_LEAST_ONE_EMAIL = 'You must have at least one email in the sequence';
export const GMAIL_ACCESS_REQUIRED = 'You need to grant Gmail access to schedule emails.';
export const SEQUENCE_SCHEDULED = 'Email sequence scheduled successfully!';
export const SEQUENCE_STOPPED_NOTICE = 'No more emails will be sent in this sequence.';

// --- Data layer ---
export const networkNotOk = (status: number | string): string => `Network response was not ok: ${status}`;
export const FAILED_TO_CONNECT = 'Failed to connect to server';
export const GRAPHQL_ERROR_SEPARATOR = ', ';
/** GraphQL error messages the data layer must not show as a toast. */
export const SILENT_GRAPHQL_ERRORS: readonly string[] = [LINKEDIN_EMAIL_NOT_FOUND];
export const ERROR_LOADING_CAMPAIGNS = 'Error loading campaigns...';
export const LOADING_CAMPAIGNS = 'Loading campaigns...';

// --- Campaigns and contacts ---
export const failedToUpdateCampaignStatus = (message: string): string => `Failed to update campaign status: ${message}`;
export const failedToUpdateCampaign = (message: string): string => `Failed to update campaign: ${message}`;
export const failedToCreateEmailSequence = (message: string): string => `Failed to create email sequence: ${message}`;
export const FAILED_TO_CREATE_CAMPAIGN = 'Failed to create campaign';
export const FAILED_TO_ADD_CONTACT = 'Failed to add contact';
export const FAILED_TO_CREATE_CONTACT = 'Failed to create contact';
export const FAILED_TO_DELETE_CONTACT = 'Failed to delete contact';
export const CONTACT_DELETED = 'Contact deleted successfully';
export const CAMPAIGN_DELETED = 'Campaign deleted successfully';
/** Settings: the name was saved (issue 15: saving used to show nothing). */
export const NAME_SAVED = 'Name saved';
/** Settings, Google-only account: the link to set a password is on its way. */
export const passwordSetLinkSent = (email: string) => `We sent a link to set your password to ${email}.`;
export const FAILED_TO_DELETE_CAMPAIGN = 'Failed to delete campaign';
export const CONTACT_ADDED = 'Contact added successfully!';
export const EMAIL_UPDATED = 'Email updated!';
export const CAMPAIGN_CREATED = 'Campaign created successfully. Please add email sequence to start sending emails.';
export const CAMPAIGN_ACTIVATED = 'Campaign activated successfully';
export const CAMPAIGN_PAUSED = 'Campaign paused successfully';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const ERROR_LOADING_CONTACT = 'Error loading contact details.';
export const NO_EMAIL_HISTORY = 'No email history found for this contact.';

// --- Gmail ---
export const FAILED_TO_START_GOOGLE_AUTH = 'Failed to start Google Mail authorization flow';
export const FAILED_TO_AUTHORIZE_GOOGLE_MAIL = 'Failed to authorize Google Mail permissions';
export const FAILED_TO_SEND_TEST_EMAIL = 'Failed to send test email';
export const AUTHORIZE_GMAIL_FOR_TEST = 'You need to authorize Gmail to send test emails';

// --- Files ---
export const unsupportedFileType = (file: string): string =>
  `${file} is not a supported file type. Only PDF, DOC, and DOCX files are allowed.`;
export const fileTooLarge = (file: string): string => `${file} is too large. Maximum file size is 5MB.`;
export const failedToGetSignedUrl = (file: string, message: string): string => `Failed to get signed URL for ${file}: ${message}`;
export const UPLOAD_FAILED = 'Failed to upload files. Please try again.';
export const fileUploaded = (file: string): string => `${file} uploaded successfully`;
export const ALREADY_ATTACHED = 'Already attached';
export const SIGNED_URL_GENERATED = 'Signed URL generated successfully';
/** An attachment id that is not one of the caller's files (another user's file is 'not found' too). */
export const ATTACHMENT_NOT_FOUND = 'Attachment not found';
/** createEmailAttachment for an object that is not in the caller's upload folder or was never uploaded. */
export const UPLOAD_NOT_FOUND = 'Upload not found. Please upload the file again.';
/** createEmailAttachment for an upload whose bytes are not a PDF, DOC or DOCX (an executable renamed resume.pdf). */
export const fileContentNotAllowed = (file: string): string => `${file} is not a PDF, DOC or DOCX file.`;
/** generateSignedUrl with a negative fileSize. */
export const invalidFileSize = (file: string): string => `${file} has an invalid size.`;

// --- Plans and billing (product.md §9; the spec gives no text for the quota refusal, this one is ours) ---
export const SEQUENCE_QUOTA_REACHED =
  "You've used all sequences this month. Buy additional sequences or upgrade your plan to schedule more.";

// --- Email lookup (the spec gives no text for these, issue 5 needs them) ---
export const EMAIL_LOOKUP_UNAVAILABLE = 'Email lookup is unavailable right now. Please try again later or enter email manually';
export const EMAIL_LOOKUP_RATE_LIMITED = 'Too many email lookups. Please wait a minute and try again.';

// --- Access requests (answer not shown by the spec) ---
export const ACCESS_REQUEST_RECEIVED = "Thanks! We'll be in touch soon.";
export const INVALID_EMAIL_ADDRESS = 'Please enter a valid email address';

// --- Candidate pages ---
export const CREDITS_NEEDED = 'You need credits to view resumes from other candidates. Purchase credits to continue.';
export const FREE_RESUME_VIEW_USED = 'Free resume view used! You can continue viewing this candidate unlimited times.';
export const RESUME_VIEWED_CREDIT_USED = 'Resume viewed - 1 credit used';
export const CANDIDATE_DISMISSED = 'You will not receive updates about this candidate again';
export const CANDIDATE_SAVED = 'Thanks! The product will send similar profiles';
export const UNSUBSCRIBED = 'We Apologise! You will not receive any updates from us!';
export const RESUME_DOWNLOADED = 'Resume downloaded successfully';

// --- Auth service answers (server messages; the spec gives no text for these, issue 3 needs them) ---
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const USER_ALREADY_EXISTS = 'User already exists';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
export const RESET_TOKEN_EXPIRED = 'This password reset link has expired. Please request a new password reset.';
export const RESET_TOKEN_USED = 'This password reset link has already been used. Please request a new password reset.';
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid. Please request a new one from Settings.';
export const VERIFICATION_LINK_EXPIRED = 'This verification link has expired. Please request a new one from Settings.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const NO_PASSWORD_TO_CHANGE =
  'This account signs in with Google and has no password yet. Use Forgot password on the login page to set one.';
export const nameTooLong = (max: number): string => `Name must be at most ${max} characters long`;
/** A display name holding a web address (it would reach other people's inboxes in our emails). */
export const NAME_HAS_LINK = 'Name cannot contain a web address or link';
/** Verification and reset emails to one address beyond its hourly or daily allowance, whoever asks. */
export const TOO_MANY_EMAILS_TO_ADDRESS =
  'We have already sent several emails to this address. Please check your inbox (and spam folder) or try again later.';
export const passwordTooLong = (max: number): string => `Password must be at most ${max} characters long`;
export const DELETE_CONFIRMATION_REQUIRED = 'Type DELETE to confirm that you want to delete your account';
/** error_message of every scheduled email stopped by an account deletion. */
export const ACCOUNT_DELETED = 'Account deleted';
/** Said on the home page the deleted account's user lands on (carried there in the navigation state). */
export const accountDeletedNotice = (days: number): string =>
  `Your account has been deleted and you are signed out. Everything it held is erased within ${days} days.`;
/** The navigation state that asks the home page to say so: `{ notice: ACCOUNT_DELETED_NOTICE_STATE }`. */
export const ACCOUNT_DELETED_NOTICE_STATE = 'account-deleted';
export const UNSUPPORTED_PROVIDER = 'Unsupported sign-in provider';
export const UNSUPPORTED_GOOGLE_SCOPE = 'Only the Gmail send permission can be requested';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not available right now';
export const REDIRECT_NOT_ALLOWED = 'The redirect address must be on this site';

// --- Billing page (product.md §2) ---
export const NO_INVOICES_YET = 'No invoices available yet. Once you make a purchase, your invoice history will appear here.';
