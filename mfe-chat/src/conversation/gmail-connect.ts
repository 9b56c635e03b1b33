// Sends the browser to Google's consent for the tier the user chose (product.md §6/§7): startGoogleAuthFlow(returnTo,
// detectReplies) answers the consent URL and Google comes back to returnTo; when it gives no URL, the auth
// service's Google flow asks for the tier's scopes with the same return path as its callback.
import { FAILED_TO_START_GOOGLE_AUTH, StartGoogleAuthFlowDocument, detectsReplies, type GmailAccessTier } from 'contracts';
import { authServiceGmailConsentUrl, executeGraphQL } from 'shared-ui';
import { ChatFlowError } from './chat-runtime';

/** The consent URL to go to, or throws with the §8 message. */
export async function gmailConsentUrl(returnTo: string, tier: GmailAccessTier): Promise<string> {
  try {
    const { startGoogleAuthFlow: started } = await executeGraphQL(StartGoogleAuthFlowDocument, {
      returnTo,
      detectReplies: detectsReplies(tier),
    });
    const url = started.success ? (started.url ?? (await authServiceGmailConsentUrl(returnTo, tier))) : null;
    if (url) return url;
  } catch {
    // Reported below with the catalogue's text.
  }
  throw new ChatFlowError(FAILED_TO_START_GOOGLE_AUTH);
}
