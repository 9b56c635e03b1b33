// The confirmation a user sees after deleting their account: the dashboard sends them home with this notice in the
// navigation state (nothing in the URL, so a shared or bookmarked address never shows it).
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED_NOTICE_STATE, DATA_DELETION_DAYS, accountDeletedNotice } from 'contracts';

export function AccountDeletedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  if ((location.state as { notice?: string } | null)?.notice !== ACCOUNT_DELETED_NOTICE_STATE) return null;
  // Closing clears the state, so a reload does not say it again.
  const close = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  return (
    <div className="mk-container">
      <div className="mk-notice" role="status">
        <p className="mk-notice__text">{accountDeletedNotice(DATA_DELETION_DAYS)}</p>
        <button type="button" className="mk-notice__close" aria-label="Close" onClick={close}>
          ×
        </button>
      </div>
    </div>
  );
}
