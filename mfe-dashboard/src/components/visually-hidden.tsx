import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for screen readers only (e.g. the name of a column whose cells are links or icons, or a status line). */
export function VisuallyHidden({ children, role }: { children: ReactNode; role?: 'status' }) {
  return (
    <span className="db-visually-hidden" role={role}>
      {children}
    </span>
  );
}
