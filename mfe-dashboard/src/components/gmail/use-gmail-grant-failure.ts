import { AUTH_REDIRECT_ERRORS } from 'contracts';
import { useRedirectError } from 'shared-ui/core';
import { useGmailAuthorization } from './use-gmail-authorization';

/** Shows the §8 failure once when Google's consent sent the user back to this page with `?error=gmail`. */
export function useGmailGrantFailureNotice(): void {
  const { showGrantFailure } = useGmailAuthorization();
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);
}
