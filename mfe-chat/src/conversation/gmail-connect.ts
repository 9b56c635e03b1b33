// Sends the browser to Google's consent for the tier the user chose (product.md §6/§7): startGoogleAuthFlow(returnTo,
// detectReplies) answers the consent URL and Google comes back to returnTo; when it gives no URL, the auth
// service's Google flow asks for the tier's scopes with the same return path as its callback.
import {
  AUTH_PATHS,
  FAILED_TO_START_GOOGLE_AUTH,
  GMAIL_SEND_SCOPE,
  StartGoogleAuthFlowDocument,
  detectsReplies,
  gmailTierScopes,
  type GmailAccessTier,
  type SignInSocialBody,
  type SignInSocialResponse,
} from 'contracts';
import { authEndpoint, executeGraphQL } from 'shared-ui';
import { ChatFlowError } from './chat-runtime';

async function authServiceConsentUrl(callbackURL: string, tier: GmailAccessTier): Promise<string | null> {
  const body: SignInSocialBody = { provider: 'google', callbackURL, scopes: gmailTierScopes(tier, GMAIL_SEND_SCOPE) };
  const response = await fetch(authEndpoint(AUTH_PATHS.signInSocial), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return null;
  const { url } = (await response.json()) as SignInSocialResponse;
  return url || null;
}

/** The consent URL to go to, or throws with the §8 message. */
export async function gmailConsentUrl(returnTo: string, tier: GmailAccessTier): Promise<string> {
  try {
    const { startGoogleAuthFlow: started } = await executeGraphQL(StartGoogleAuthFlowDocument, {
      returnTo,
      detectReplies: detectsReplies(tier),
    });
    const url = started.success ? (started.url ?? (await authServiceConsentUrl(returnTo, tier))) : null;
    if (url) return url;
  } catch {
    // Reported below with the catalogue's text.
  }
  throw new ChatFlowError(FAILED_TO_START_GOOGLE_AUTH);
}
