// '2 of 3 sequences left this month' where a sequence is started; at zero the spec's usage text with the way to
// more sequences (the billing page), shown as an alert because the start is blocked.
import { Link } from 'react-router-dom';
import { UPGRADE_FOR_SEQUENCES, sequencesLeftText } from 'contracts';
import { TOASTS_AVOID_ATTRIBUTE } from 'shared-ui';
import { useDashboardPaths } from '../dashboard-paths';
import type { SequenceQuota } from './use-sequence-quota';

interface SequenceQuotaNoticeProps {
  quota: SequenceQuota;
  className?: string;
  /** Said before the count (e.g. that adding a contact to an existing sequence uses one). */
  note?: string;
}

export function SequenceQuotaNotice({ quota, className, note }: SequenceQuotaNoticeProps) {
  const paths = useDashboardPaths();
  const { overview, blocked } = quota;
  if (!overview) return null;
  // A toast must leave the count readable (it sits beside 'New Sequence').
  const keepClear = { [TOASTS_AVOID_ATTRIBUTE]: '' };
  const text = sequencesLeftText(overview.sequencesUsed, overview.sequencesTotal);
  if (!blocked) {
    return (
      <span className={`db-muted ${className ?? ''}`.trim()} role="status" {...keepClear}>
        {note ? `${note} ${text}.` : text}
      </span>
    );
  }
  return (
    <div className={`db-alert db-alert--warning ${className ?? ''}`.trim()} role="alert" {...keepClear}>
      <span className="db-alert__icon" aria-hidden="true">
        !
      </span>
      <div>
        <div className="db-alert__title">{text}</div>
        <Link to={paths.billing}>{UPGRADE_FOR_SEQUENCES}</Link>
      </div>
    </div>
  );
}
