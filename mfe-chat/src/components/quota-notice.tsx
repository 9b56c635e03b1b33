// Quota first: with no sequence left this month the chat says so before any work and points to billing.
import { Link } from 'react-router-dom';
import { SEQUENCE_QUOTA_REACHED, CHECK_AGAIN, GO_TO_BILLING, REPLY_ENGINE_TITLE } from 'contracts';
import { PlainButton } from 'shared-ui';

export const BILLING_ROUTE = '/dashboard/billing';

export function QuotaNotice({ checking, onRecheck }: { checking: boolean; onRecheck: () => void }) {
  return (
    <li className="chat-message chat-message--bot chat-message--notice" data-role="bot">
      <span className="chat-message__author">{REPLY_ENGINE_TITLE}</span>
      <p className="chat-message__content">{SEQUENCE_QUOTA_REACHED}</p>
      <div className="chat-message__actions">
        <Link className="chat-link-button" to={BILLING_ROUTE}>
          {GO_TO_BILLING}
        </Link>
        <PlainButton disabled={checking} aria-busy={checking} onClick={onRecheck}>
          {CHECK_AGAIN}
        </PlainButton>
      </div>
    </li>
  );
}
