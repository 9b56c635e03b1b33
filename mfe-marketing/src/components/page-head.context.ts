// What a public page puts in <head> (title, description, robots), collected while the page renders at build time,
// so the prerendered HTML carries them before any script runs. In the browser there is no collector: the page hooks
// set document.title and the meta tags in effects as before.
import { createContext, useContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
  noindex?: boolean;
}

/** Provided only by the build-time prerender (src/prerender.tsx). */
export const PageHeadContext = createContext<PageHead | null>(null);

/** Records head fields during a prerender; does nothing in the browser. */
export function useRecordPageHead(fields: PageHead): void {
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, fields);
}

/**
 * Marks the head tags the api filled in for a prerendered page. Its value is what the shell's index.html had there
 * (empty: nothing), which is what the page hooks put back when the page is left.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The shell's own value of a head tag that a prerendered page replaced, or undefined if it was not replaced. */
export function shellDefaultOf(element: Element | null | undefined): string | undefined {
  return element?.getAttribute(PRERENDERED_ATTRIBUTE) ?? undefined;
}
