// A list shown as cards on a phone: each card names its item, says its status and offers its actions in view, with
// the table's other columns as label/value lines.
import type { ReactNode } from 'react';
import './list-cards.css';

export interface ListCardField {
  label: string;
  value: ReactNode;
}

export interface ListCardItem {
  key: string | number;
  title: ReactNode;
  status?: ReactNode;
  fields: ListCardField[];
  actions?: ReactNode;
  /** Shown under the card (e.g. the contact's email history when opened). */
  extra?: ReactNode;
}

export function ListCards({ items, label, loading }: { items: ListCardItem[]; label: string; loading?: boolean }) {
  return (
    <ul className="db-list-cards" aria-label={label} aria-busy={loading || undefined}>
      {items.map((item) => (
        <li key={item.key} className="db-list-card">
          <div className="db-list-card__head">
            <div className="db-list-card__title">{item.title}</div>
            {item.status ? <div className="db-list-card__status">{item.status}</div> : null}
          </div>
          <dl className="db-list-card__fields">
            {item.fields.map((field) => (
              <div key={field.label} className="db-list-card__field">
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
          </dl>
          {item.actions ? <div className="db-list-card__actions">{item.actions}</div> : null}
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
