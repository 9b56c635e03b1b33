import type { ReactNode } from 'react';
import { useScrollToHash } from './use-scroll-to-hash';
import { useDocumentTitle } from './use-document-title';
import { useMetaDescription } from './use-meta-description';

interface StaticPageProps {
  title: string;
  /** The page's <meta name="description"> (data/page-descriptions.ts). */
  description: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Shared frame of the text pages (about, privacy, terms, contact, blog): one h1, a lead, readable width. */
export function StaticPage({ title, description, intro, children }: StaticPageProps) {
  useDocumentTitle(title);
  useMetaDescription(description);
  useScrollToHash();
  return (
    <article className="mk-page">
      <div className="mk-container mk-container--narrow">
        <header className="mk-page__header">
          <h1 className="mk-page__title">{title}</h1>
          {intro && <p className="mk-section__lead">{intro}</p>}
        </header>
        <div className="mk-prose">{children}</div>
      </div>
    </article>
  );
}
