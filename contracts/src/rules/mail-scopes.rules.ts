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

/** Microsoft Graph: Mail.ReadBasic (headers without bodies, what we ask for) or a broader read, short or full names. */
export const MICROSOFT_HEADER_READ_SCOPES: readonly string[] = ['Mail.ReadBasic', 'Mail.Read', 'Mail.ReadWrite'].flatMap(
  (scope) => [scope, `https://graph.microsoft.com/${scope}`],
);

/** Every provider's header-read scopes: a grant holding one of them may be read (never bodies). */
export const MAIL_HEADER_READ_SCOPES: readonly string[] = [...GMAIL_HEADER_READ_SCOPES, ...MICROSOFT_HEADER_READ_SCOPES];

/** Every provider's send scope (Microsoft Graph's Mail.Send, short or full name). */
export const MAIL_SEND_SCOPES: readonly string[] = [GMAIL_SEND_SCOPE, 'Mail.Send', 'https://graph.microsoft.com/Mail.Send'];
