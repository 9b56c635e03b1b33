import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scroll-to-anchor';

/** On arrival with '#features' (e.g. from the header on another page), scroll to that section once it is rendered. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [hash]);
}
