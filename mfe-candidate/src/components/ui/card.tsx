// A titled box for the candidate pages (antd's Card without antd): the title is a real heading under the page's h1.
import type { ReactNode } from 'react';

export function Card({ title, className = '', children }: { title?: string; className?: string; children: ReactNode }) {
  return (
    <section className={`cand-box ${className}`.trim()} aria-label={title}>
      {title && <h2 className="cand-box__title">{title}</h2>}
      <div className="cand-box__body">{children}</div>
    </section>
  );
}
