// A sequence's zone on its page: the window, the zone and why ("9:00-17:00 in the recipient's zone, Europe/Berlin,
// guessed from globex.de; change"), and when its next email goes, in the recipient's time and the user's.
import { Link } from 'react-router-dom';
import { sendPolicyOf, sendZoneChoiceOf, sendZoneReason, sendingWindowText, type SendZoneSource, type WorkWeek } from 'contracts';
import { formatSendTime } from 'shared-ui';
import { browserTimezone } from './contact-form/contact-form-values';
import { useDashboardPaths } from './dashboard-paths';
import { useSequenceRecipients } from './wizard/use-sequence-recipients';

interface SendZoneSummaryProps {
  campaign: {
    id: number;
    timezone: string;
    timezoneSource?: SendZoneSource | null;
    nextSendAt?: string | null;
    excludeWeekends: boolean;
    sendWindowStart: number;
    sendWindowEnd: number;
    workWeek: WorkWeek;
  };
}

export function SendZoneSummary({ campaign }: SendZoneSummaryProps) {
  const paths = useDashboardPaths();
  const recipientEmail = useSequenceRecipients(campaign.id, null).recipients[0]?.email ?? null;
  const userZone = browserTimezone(campaign.timezone);
  const choice = sendZoneChoiceOf({
    zone: campaign.timezone,
    source: campaign.timezoneSource,
    recipientEmail,
    browserZone: userZone,
  });
  const policy = sendPolicyOf({
    zone: campaign.timezone,
    excludeWeekends: campaign.excludeWeekends,
    windowStart: campaign.sendWindowStart,
    windowEnd: campaign.sendWindowEnd,
    workWeek: campaign.workWeek,
  });
  return (
    <div data-testid="send-zone-summary">
      <span>{sendZoneReason(choice, policy.window)}</span>; <Link to={paths.editCampaign(campaign.id)}>change</Link>
      <div className="db-muted" data-testid="sends-line">
        Sends: {sendingWindowText(policy)}
      </div>
      {campaign.nextSendAt && (
        <div className="db-muted">Next email: {formatSendTime(campaign.nextSendAt, campaign.timezone, { userZone })}</div>
      )}
    </div>
  );
}
