import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './link-button.css';

/** A router link that looks like a primary button (navigation stays a link for keyboards and screen readers). */
export function LinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="db-link-button">
      {children}
    </Link>
  );
}
