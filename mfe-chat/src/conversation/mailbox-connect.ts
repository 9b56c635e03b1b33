// Sends the browser to the consent of the mailbox the user chose, for the tier they chose (product.md §6/§7).
// Gmail: startGoogleAuthFlow(returnTo, detectReplies) answers the consent URL and Google comes back to returnTo; when
// it gives no URL, the auth service's Google flow asks for the tier's scopes with the same return path as its
// callback. Outlook: startOutlookConnection(detectReplies, returnTo) answers Microsoft's sign-in URL, and Microsoft
// comes back to returnTo (with `?error=outlook&reason=` when nothing connected).
import {
  FAILED_TO_START_GOOGLE_AUTH,
  FAILED_TO_START_OUTLOOK_CONNECTION,
  StartGoogleAuthFlowDocument,
  StartOutlookConnectionDocument,
  detectsReplies,
  type GmailAccessTier,
  type MailProvider,
} from 'contracts';
import { authServiceGmailConsentUrl, executeGraphQL } from 'shared-ui';
import { ChatFlowError } from './chat-runtime';

/** The Google consent URL to go to, or throws with the §8 message. */
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

/** Microsoft's sign-in URL to go to, or throws with the api's reason (or the catalogue's text). */
export async function outlookConsentUrl(returnTo: string, tier: GmailAccessTier): Promise<string> {
  let refused: string | null = null;
  try {
    const { startOutlookConnection: started } = await executeGraphQL(StartOutlookConnectionDocument, {
      detectReplies: detectsReplies(tier),
      returnTo,
    });
    if (started.success && started.url) return started.url;
    refused = started.message || null;
  } catch {
    // Reported below with the catalogue's text.
  }
  throw new ChatFlowError(refused ?? FAILED_TO_START_OUTLOOK_CONNECTION);
}

export const mailboxConsentUrl = (provider: MailProvider, returnTo: string, tier: GmailAccessTier): Promise<string> =>
  provider === 'OUTLOOK' ? outlookConsentUrl(returnTo, tier) : gmailConsentUrl(returnTo, tier);
