import type { ReactNode } from 'react';
import { TOASTS_BELOW_ATTRIBUTE } from '../toasts/toast-host';
import './components.css';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links on the right (e.g. 'Edit Mail Sequence'). */
  actions?: ReactNode;
}

/** Page title (h1) with optional subtitle and actions, e.g. 'Sequences' / 'Manage your follow-up email sequences'. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <div className="sui-heading">
      <div>
        <h1 className="sui-heading__title">{title}</h1>
        {subtitle ? <div className="sui-heading__subtitle">{subtitle}</div> : null}
      </div>
      {actions ? (
        <div className="sui-heading__actions" {...{ [TOASTS_BELOW_ATTRIBUTE]: '' }}>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
