// 'shared-ui/core': the antd-free part of the UI kit. The shell's first load and the public (marketing) pages
// import only this entry; everything that needs antd lives in the root 'shared-ui' entry.
// Code outside this folder imports these through 'shared-ui/core' (never a relative path), so the federation
// singleton 'shared-ui/' holds exactly one session store and one query client.
export { configureEndpoints, getEndpoints, toAbsoluteUrl, authEndpoint } from './endpoints/endpoints';
export type { Endpoints } from './endpoints/endpoints';
export { configurePublicSite, getPublicSite, resetPublicSite } from './public-site/public-site-settings';
export type { PublicSiteSettings } from './public-site/public-site-settings';
export { useSessionStore } from './session/session.store';
export type { SessionState } from './session/session.store';
export type { SessionUser, SessionStatus } from './session/session-user';
export { fetchSessionUser, postSignOut } from './session/session.api';
export { AuthRequestError, authErrorMessage, authRequest, authServiceGmailConsentUrl, postAuth } from './auth/auth-client';
export { NotFound } from './components/not-found';
export { LoadingScreen } from './components/loading-screen';
export { RemoteErrorFallback, REMOTE_ERROR_MESSAGE } from './components/remote-error-fallback';
export { REDIRECT_ERROR_PARAM, useRedirectError } from './routing/use-redirect-error';
export { preloadableLazy, settled, type PreloadableLazy } from './routing/preloadable-lazy';
export type {
  NavIconName,
  RemoteAppModule,
  RemoteAppProps,
  RemoteNavigation,
  RemoteNavigationModule,
  RemoteNavItem,
} from './remote-contract/remote-contract';
