import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top (the router keeps the window's scroll, so Pricing from the header or
 * Blog from the footer opened at the bottom). Back and forward keep the browser's own restored position, and a link
 * to '#section' is scrolled to that section by useScrollToHash instead.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP' && hash.length <= 1) window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, navigationType]);
}
