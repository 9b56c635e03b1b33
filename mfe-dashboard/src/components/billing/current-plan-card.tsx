import { Alert, Card, Progress, Tag } from 'antd';
import {
  duplicatePlanCancelledNotice,
  PAYMENT_FAILED_NOTICE,
  PLANS,
  USAGE_WARNING_RATIO,
  usageText,
  type GetBillingOverviewQuery,
} from 'contracts';
import { formatDate } from '../format';
import { ManageBillingButton } from './manage-billing-button';
import './billing.css';

type Overview = GetBillingOverviewQuery['billingOverview'];

const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

/** Current plan (renewal or end date) with its month's usage bar and the product.md §4 usage text. */
export function CurrentPlanCard({ overview }: { overview: Overview }) {
  const plan = PLANS.find((candidate) => candidate.name === overview.planName);
  const { sequencesUsed: used, sequencesTotal: total } = overview;
  const ratio = total > 0 ? Math.min(used / total, 1) : 1;
  const status = ratio >= 1 ? 'exception' : ratio >= USAGE_WARNING_RATIO ? 'active' : 'normal';

  return (
    <Card title="Current Plan" className="db-fill">
      <p className="db-plan__current">
        <strong>{overview.planName}</strong> {plan && <Tag>{plan.price}</Tag>}
      </p>
      {overview.cancelsAt ? (
        <p className="db-plan__renewal">Cancels on {formatDate(overview.cancelsAt)}</p>
      ) : overview.renewsAt ? (
        <p className="db-plan__renewal">Renews on {formatDate(overview.renewsAt)}</p>
      ) : null}
      {overview.paymentFailed && <Alert type="warning" showIcon title={PAYMENT_FAILED_NOTICE} className="db-section" />}
      {overview.cancelledDuplicatePlan && (
        <Alert
          type="info"
          showIcon
          title={duplicatePlanCancelledNotice(overview.cancelledDuplicatePlan)}
          className="db-section"
        />
      )}
      <Progress
        percent={Math.round(ratio * 100)}
        status={status}
        showInfo={false}
        aria-label="Sequences used"
        aria-valuetext={`${used} of ${total}`}
      />
      <p>
        {used} of {total} sequences used
      </p>
      <p className={ratio >= USAGE_WARNING_RATIO ? 'db-usage--warning' : 'db-muted'}>{usageText(used, total)}</p>
      <p className="db-muted">
        {monthLabel(overview.period)}: {overview.planSequences} with your plan
        {overview.addOnSequences > 0 ? ` + ${overview.addOnSequences} bought` : ''}.
      </p>
      {overview.canManageBilling && <ManageBillingButton />}
    </Card>
  );
}
