import { isPublicPath } from 'contracts';
import { useLocation } from 'react-router-dom';
import { NotFound } from 'shared-ui/core';
import { RemoteRoute } from '../remotes/remote-route';

/**
 * The root catch-all: the spec's public paths go to the marketing remote (mounted at '/', so its relative
 * routes '', 'pricing', ... match), anything else is the not-found page.
 */
export function PublicOrNotFound() {
  const { pathname } = useLocation();
  return isPublicPath(pathname) ? <RemoteRoute remote="marketing" basePath="/" /> : <NotFound />;
}
