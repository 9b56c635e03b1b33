import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for screen readers only (e.g. the name of a column whose cells are links or icons). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="db-visually-hidden">{children}</span>;
}
