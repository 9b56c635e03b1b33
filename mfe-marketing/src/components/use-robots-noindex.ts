import { useEffect } from 'react';
import { PRERENDERED_ATTRIBUTE, useRecordPageHead } from './page-head.context';

const NOINDEX = 'noindex,nofollow';

/**
 * Tells search engines not to index the page while it is shown (product.md §2: '/' and '/home2'), then restores whatever
 * robots directive was there before, so other pages stay indexable.
 */
export function useRobotsNoIndex(): void {
  useRecordPageHead({ noindex: true });
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.getAttribute('content') ?? null;
    // The tag a prerendered page arrived with is this page's (the shell has none): it goes when the page does.
    const created = !meta || meta.hasAttribute(PRERENDERED_ATTRIBUTE);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'robots');
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', NOINDEX);
    return () => {
      if (created) meta?.remove();
      else if (previous !== null) meta?.setAttribute('content', previous);
    };
  }, []);
}
