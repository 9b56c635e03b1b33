import type { ReactNode } from 'react';

interface CenteredMessageProps {
  title: string;
  children?: ReactNode;
}

/** Full-page message used for not-found and confirmation screens. */
export function CenteredMessage({ title, children }: CenteredMessageProps) {
  return (
    <section className="cand-centered" aria-labelledby="cand-centered-title">
      <h1 id="cand-centered-title" className="cand-centered__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
