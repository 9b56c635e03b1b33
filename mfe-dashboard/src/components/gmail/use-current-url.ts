import { useLocation } from 'react-router-dom';

/** Path and query of the current page: where Google sends the user back after the Gmail grant. */
export function useCurrentUrl(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
