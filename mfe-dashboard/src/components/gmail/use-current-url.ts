import { useLocation } from 'react-router-dom';

/** Path and query of the current page: where Google or Microsoft sends the user back after the grant. */
export function useCurrentUrl(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
