import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another dashboard page opens it at its top: the router keeps the window's scroll, so a page reached from
 * the bottom of a long one opened at its bottom. Back and forward keep the browser's restored position, and a
 * '#section' link is left to the page.
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
