import { isPublicPath } from 'contracts';

/**
 * The standalone page's router knows only the public pages. A click on a link to any other page of this origin
 * (sign in, register, the dashboard) is kept from the router (stopped before React sees it) and left to the browser,
 * which loads that page's own document from the api: the shell. Returns the function that removes the listener.
 */
export function leaveSiteByDocumentLoad(win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, win.location.href);
    if (url.origin !== win.location.origin || isPublicPath(url.pathname)) return;
    event.stopPropagation();
  };
  win.addEventListener('click', onClick, true);
  return () => win.removeEventListener('click', onClick, true);
}
