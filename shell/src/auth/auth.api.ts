import {
  AUTH_PATHS,
  type AuthStatusResponse,
  type AuthUserResponse,
  type ForgetPasswordBody,
  type ResetPasswordBody,
  type SignInEmailBody,
  type SignInSocialBody,
  type SignInSocialResponse,
  type SignUpEmailBody,
  type SocialSignInProvider,
} from 'contracts';
import { AuthRequestError, postAuth } from 'shared-ui/core';

export const signInWithEmail = (body: SignInEmailBody) => postAuth<AuthUserResponse>(AUTH_PATHS.signInEmail, body);

export const signUpWithEmail = (body: SignUpEmailBody) => postAuth<AuthUserResponse>(AUTH_PATHS.signUpEmail, body);

export const requestPasswordReset = (body: ForgetPasswordBody) => postAuth<AuthStatusResponse>(AUTH_PATHS.forgetPassword, body);

export const resetPassword = (body: ResetPasswordBody) => postAuth<AuthStatusResponse>(AUTH_PATHS.resetPassword, body);

/** Starts sign-in with a provider: the server answers with the provider's URL and the browser goes there. */
async function startSocialSignIn(provider: SocialSignInProvider, callbackURL: string): Promise<void> {
  const body: SignInSocialBody = { provider, callbackURL };
  const { url } = await postAuth<SignInSocialResponse>(AUTH_PATHS.signInSocial, body);
  if (!url) throw new AuthRequestError(null, 200);
  window.location.assign(url);
}

export const startGoogleSignIn = (callbackURL: string) => startSocialSignIn('google', callbackURL);
export const startMicrosoftSignIn = (callbackURL: string) => startSocialSignIn('microsoft', callbackURL);
