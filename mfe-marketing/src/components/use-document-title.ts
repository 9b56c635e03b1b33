import { useEffect } from 'react';
import { BRAND_NAME } from '../data/site-links';

/** Sets the browser tab title for a public page and restores the previous one when the page is left. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);
}
