import type { ReactNode } from 'react';
import './components.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Call to action, e.g. an 'Add Your First Contact' button. */
  action?: ReactNode;
}

/** Friendly placeholder for an empty list or page (e.g. 'Follow Up. Get Seen.'); its title is an h2 under the page's h1. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="sui-empty">
      {icon}
      <h2 className="sui-empty__title">{title}</h2>
      {description ? <div className="sui-empty__description">{description}</div> : null}
      {action}
    </div>
  );
}
