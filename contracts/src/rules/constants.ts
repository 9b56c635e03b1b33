// Business constants and limits of product.md §9 (plus the few numbers §2/§5 fix), written once.

/** The product's name wherever it is shown (logo, sidebar, emails). The spec names none; this is ours. */
export const PRODUCT_NAME = 'Follow-Up Agent';

export interface Plan {
  id: 'starter' | 'focused' | 'relentless';
  name: string;
  /** Display price, e.g. 'Free' or '$4.99/mo'. */
  price: string;
  monthlyPriceUsd: number;
  /** What sets plans apart (with the lookups below): every plan sends at the same pace and gets the same email support. */
  sequencesPerMonth: number;
  /** LinkedIn email lookups a UTC day and a UTC month (product.md §13): each one costs at the provider. */
  emailLookupsPerDay: number;
  emailLookupsPerMonth: number;
  mostPopular: boolean;
  /** The free plan is everyone's current plan (shown with a disabled button). */
  isFree: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 'Free',
    monthlyPriceUsd: 0,
    sequencesPerMonth: 3,
    emailLookupsPerDay: 10,
    emailLookupsPerMonth: 50,
    mostPopular: false,
    isFree: true,
  },
  {
    id: 'focused',
    name: 'Focused',
    price: '$4.99/mo',
    monthlyPriceUsd: 4.99,
    sequencesPerMonth: 20,
    emailLookupsPerDay: 25,
    emailLookupsPerMonth: 200,
    mostPopular: true,
    isFree: false,
  },
  {
    id: 'relentless',
    name: 'Relentless',
    price: '$9.99/mo',
    monthlyPriceUsd: 9.99,
    sequencesPerMonth: 50,
    emailLookupsPerDay: 50,
    emailLookupsPerMonth: 500,
    mostPopular: false,
    isFree: false,
  },
];

/** Features every plan includes. */
export const PLAN_INCLUDED_FEATURES: readonly string[] = [
  'AI email drafting and personalization',
  'LinkedIn email lookup',
  'Smart scheduling',
  'Edit and preview',
];
export const PLAN_FOOTNOTE = 'No setup fees, cancel anytime.';

/** Billing display example for the free plan: 1 of 3 used. */
export const CURRENT_PLAN_EXAMPLE = { name: 'Starter', sequencesUsed: 1, sequencesTotal: 3 } as const;

export interface AddOn {
  sequences: number;
  price: string;
  priceUsd: number;
  popular: boolean;
  /** The add-on selected by default. */
  isDefault: boolean;
}

/** One-time sequence packages. Checkout targets are not in the spec. */
export const ADD_ONS: readonly AddOn[] = [
  { sequences: 10, price: '$2.99', priceUsd: 2.99, popular: false, isDefault: false },
  { sequences: 25, price: '$5.99', priceUsd: 5.99, popular: true, isDefault: true },
];

export const FREE_SEQUENCES = 3;

// --- Sequences ---
export const MAX_EMAILS_PER_SEQUENCE = 3;
export const MIN_FOLLOW_UP_DELAY = 1;
/** Longest follow-up delay in days (ours: the spec gives none; blog advice spaces follow-ups a few days apart). */
export const MAX_FOLLOW_UP_DELAY = 60;
export const FIRST_EMAIL_DELAY = 0;
/** Delay of a new follow-up in the main editor. */
export const DEFAULT_FOLLOW_UP_DELAY = 2;
/** Delays of a generated sequence (all nextMailInThread true): business days 3, then 4 more, our own advice (etiquette.rules.ts). */
export const DEFAULT_GENERATED_DELAYS: readonly number[] = [0, 3, 4];
/** Delays shown in the chat template (the chat saves index * CHAT_SAVED_DELAY_FACTOR). */
export const CHAT_TEMPLATE_DELAYS: readonly number[] = [0, 2, 2];
export const CHAT_SAVED_DELAY_FACTOR = 3;
/** The wizard's new follow-up delay is this times the current step count. */
export const WIZARD_DELAY_FACTOR = 2;
export const DEMO_STEP_SPACING_DAYS = 2;

/** Working hours in the campaign's timezone: sends happen from startHour (inclusive) to endHour (exclusive). */
export const SENDING_WINDOW = { startHour: 9, endHour: 17 } as const;
export const EXCLUDE_WEEKENDS_DEFAULT = true;
export const DAILY_SEND_CAP = 400;
/** Project-wide Gmail API send rate for all workers together, in sends per second (under Google's per-project quota). */
export const PROJECT_SEND_RATE_PER_SECOND = 180;
/** A finished sequence's emails become NO_RESPONSE once the last one has gone this many days without a reply. */
export const NO_RESPONSE_AFTER_DAYS = 7;

// --- Timezones ---
export interface TimezoneOption {
  value: string;
  label: string;
}

export const DEFAULT_TIMEZONE = 'America/New_York';

/** Timezone options of the campaign and sequence forms (product.md §5). */
export const TIMEZONES: readonly TimezoneOption[] = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'Europe/London', label: 'Europe/London' },
  { value: 'Europe/Berlin', label: 'Europe/Berlin' },
  { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
  // The spec lists the deprecated alias Asia/Calcutta; issue 15 asks for the canonical name.
  { value: 'Asia/Kolkata', label: 'India' },
  { value: 'Australia/Sydney', label: 'Australia/Sydney' },
];

/** Timezone options offered by the chat assistant. */
export const CHAT_TIMEZONES: readonly TimezoneOption[] = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'Asia/Kolkata', label: 'India' },
  { value: 'Europe/London', label: 'London' },
];

// --- Attachments ---
export const MAX_ATTACHMENT_BYTES = 5_242_880;
export const ALLOWED_ATTACHMENT_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
export const ALLOWED_ATTACHMENT_EXTENSIONS: readonly string[] = ['.pdf', '.doc', '.docx'];
/** `accept` attribute for file inputs (attachments and the chat resume upload). */
export const ATTACHMENT_ACCEPT = '.pdf,.doc,.docx';

// --- Accounts ---
export const PASSWORD_MIN_LENGTH = 6;
export const CHAT_ABOUT_ME_MIN_EXCLUSIVE = 20;
export const CHAT_ROLE_MIN_EXCLUSIVE = 5;

// --- Lists ---
export const PAGE_SIZES = {
  campaigns: 20,
  campaignContacts: 10,
  contactsList: 100,
  emailHistory: 10,
  editorEmails: 100,
  attachments: 100,
} as const;

export const USAGE_WARNING_RATIO = 0.8;

// --- Policies ---
export const DATA_DELETION_DAYS = 30;
export const SUPPORT_REPLY_HOURS = 24;
export const MINIMUM_AGE = 13;
export const CANDIDATE_START_CREDITS = 1;
export const GMAIL_SEND_SCOPE = 'https://www.googleapis.com/auth/gmail.send';

// --- Timings (ms) ---
export const TIMINGS = {
  typewriterPerChar: 15,
  typingIndicator: 800,
  chatDelayMin: 500,
  chatDelayMax: 2500,
  progressMessageInterval: 2500,
  chatAutoRedirect: 500,
  afterSequenceSent: 500,
  demoFindEmailAfter: 2000,
  demoFindingEmail: 1000,
  demoScheduling: 500,
  demoConfetti: 5000,
} as const;

// --- Templates ---
export const PLACEHOLDERS = { yourName: '{{your_name}}', contactFirstName: '{{contact_first_name}}' } as const;
/** How {{your_name}} is displayed in editors and previews. */
export const YOUR_NAME_DISPLAY = '[Your Name]';
export const DEFAULT_FIRST_SUBJECT = 'Quick follow-up on the X role';
export const HIRING_MANAGER_FALLBACK = 'Hiring Manager';
/** A test email goes to the user, so it greets a sample recipient ('Hi there,'), never the user by their own name. */
export const TEST_EMAIL_GREETING_NAME = 'there';
/** Shown as a chat-created contact's email while the lookup has found nothing. */
export const FINDING_EMAIL_PLACEHOLDER = 'finding email...';

// --- Routes ---
/** Public marketing paths of product.md §2 (served by the marketing remote). */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/home2',
  '/pricing',
  '/about',
  '/privacy',
  '/terms',
  '/contact',
  '/cold-email-strategy-job-search',
  '/demo',
];
/** The public path of product.md §2 a URL path is, or undefined: exact and case-sensitive, '/pricing/' is '/pricing'. The shell,
 *  the standalone public page and the api (which serves these prerendered) all match this way. */
export function publicPathOf(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') || '/' : pathname;
  return PUBLIC_ROUTES.includes(normalized) ? normalized : undefined;
}
export const isPublicPath = (pathname: string): boolean => publicPathOf(pathname) !== undefined;
export const AUTH_ROUTES = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
} as const;
export const DASHBOARD_HOME_ROUTE = '/dashboard/chats';
export const SETTINGS_ROUTE = '/dashboard/settings';
/** Where the shell mounts the remotes that route below themselves (product.md §2): every path under these is theirs. */
export const REMOTE_MOUNT_ROUTES = { dashboard: '/dashboard', candidate: '/candidate', resume: '/resume' } as const;
/** The chat remote's paths under the dashboard mount (/dashboard itself, /dashboard/chats, /dashboard/chat): the shell
 *  mounts the chat there and the api preloads the chat's files for them; every other /dashboard path is the dashboard's. */
export const isChatPath = (pathname: string): boolean => /^\/dashboard\/?$|^\/dashboard\/chats?(\/|$)/i.test(pathname);
