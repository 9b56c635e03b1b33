import { useEffect } from 'react';
import { BRAND_NAME } from '../data/site-links';
import { shellDefaultOf, useRecordPageHead } from './page-head.context';

/** Sets the browser tab title for a public page and restores the previous one when the page is left. */
export function useDocumentTitle(pageTitle?: string): void {
  const title = pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
  useRecordPageHead({ title });
  useEffect(() => {
    const previous = shellDefaultOf(document.head.querySelector('title')) ?? document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
