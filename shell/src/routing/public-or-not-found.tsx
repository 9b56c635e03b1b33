import { PUBLIC_ROUTES } from 'contracts';
import { useLocation } from 'react-router-dom';
import { NotFound } from 'shared-ui/core';
import { RemoteRoute } from '../remotes/remote-route';

/** Normalises '/pricing/' to '/pricing' before comparing with the public paths. */
export function isPublicPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ROUTES.includes(normalized || '/');
}

/**
 * The root catch-all: the spec's public paths go to the marketing remote (mounted at '/', so its relative
 * routes '', 'pricing', ... match), anything else is the not-found page.
 */
export function PublicOrNotFound() {
  const { pathname } = useLocation();
  return isPublicPath(pathname) ? <RemoteRoute remote="marketing" basePath="/" /> : <NotFound />;
}
