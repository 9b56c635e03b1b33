import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { CREDITS_NEEDED } from 'contracts';
import { PRICING_PATH } from './candidate-paths';

export const GET_MORE_CREDITS = 'Get more credits';

/** Stays on the page after the toast has gone: why the resume did not open, and where credits come from (/pricing). */
export function CreditsNeededNotice() {
  return (
    <Alert
      className="cand-credits-needed"
      type="warning"
      showIcon
      title={CREDITS_NEEDED}
      action={
        <Link to={PRICING_PATH} className="cand-link-button">
          {GET_MORE_CREDITS}
        </Link>
      }
    />
  );
}
