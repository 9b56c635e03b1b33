// The provider scopes that let a grant send, and those that let it read message headers (reply detection, settling interrupted sends), said once:
// the reply poller and the heads-up claim pick accounts by them in SQL, each provider's adapter judges its own.
import { GMAIL_SEND_SCOPE } from './constants';
import { GMAIL_METADATA_SCOPE } from './gmail-tiers.rules';

/** Gmail: gmail.metadata (what we ask for) or any broader read scope a grant may carry. */
export const GMAIL_HEADER_READ_SCOPES: readonly string[] = [
  GMAIL_METADATA_SCOPE,
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://mail.google.com/',
];

/** Microsoft Graph's delegated permissions we ask for: sending, and reading messages without their bodies. */
export const MICROSOFT_SEND_SCOPE = 'Mail.Send';
export const MICROSOFT_READ_BASIC_SCOPE = 'Mail.ReadBasic';
/** Graph names a permission short or in full ('https://graph.microsoft.com/Mail.Send'). */
const bothGraphNames = (scope: string) => [scope, `https://graph.microsoft.com/${scope}`];

/** Microsoft Graph: Mail.ReadBasic (headers without bodies, what we ask for) or a broader read, short or full names. */
export const MICROSOFT_HEADER_READ_SCOPES: readonly string[] = [
  MICROSOFT_READ_BASIC_SCOPE,
  'Mail.Read',
  'Mail.ReadWrite',
].flatMap(bothGraphNames);

/** Every provider's header-read scopes: a grant holding one of them may be read (never bodies). */
export const MAIL_HEADER_READ_SCOPES: readonly string[] = [...GMAIL_HEADER_READ_SCOPES, ...MICROSOFT_HEADER_READ_SCOPES];

/** Every provider's send scope (Microsoft Graph's Mail.Send, short or full name). */
export const MAIL_SEND_SCOPES: readonly string[] = [GMAIL_SEND_SCOPE, ...bothGraphNames(MICROSOFT_SEND_SCOPE)];
