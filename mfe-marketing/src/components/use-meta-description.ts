import { useEffect } from 'react';
import { shellDefaultOf, useRecordPageHead } from './page-head.context';

/**
 * Sets <meta name="description"> while a public page is shown (text from data/page-descriptions.ts), then puts
 * back what was there before: the shell's default from index.html, or nothing.
 */
export function useMetaDescription(description: string): void {
  useRecordPageHead({ description });
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previous = shellDefaultOf(meta) ?? meta?.getAttribute('content') ?? null;
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', description);
    return () => {
      if (created) meta?.remove();
      else if (previous !== null) meta?.setAttribute('content', previous);
    };
  }, [description]);
}
