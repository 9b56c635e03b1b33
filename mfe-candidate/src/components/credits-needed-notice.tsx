import { Link } from 'react-router-dom';
import { CREDITS_NEEDED } from 'contracts';
import { PRICING_PATH } from './candidate-paths';

export const GET_MORE_CREDITS = 'Get more credits';

/** Stays on the page after the toast has gone: why the resume did not open, and where credits come from (/pricing). */
export function CreditsNeededNotice() {
  return (
    <div className="cand-credits-needed" role="alert">
      <span className="cand-credits-needed__icon" aria-hidden="true">
        !
      </span>
      <span className="cand-credits-needed__text">{CREDITS_NEEDED}</span>
      <Link to={PRICING_PATH} className="cand-link-button">
        {GET_MORE_CREDITS}
      </Link>
    </div>
  );
}
