import { Card, Progress, Tag } from 'antd';
import { PLANS, USAGE_WARNING_RATIO, usageText, type GetBillingOverviewQuery } from 'contracts';
import './billing.css';

type Overview = GetBillingOverviewQuery['billingOverview'];

const monthLabel = (period: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

/** Current plan with its month's usage bar and the spec §4 usage text. */
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
    </Card>
  );
}
