import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import {
  FIRST_EMAIL_TIMING_LABEL,
  GMAIL_ACCESS_REQUIRED,
  SEQUENCE_DRAFT_KEPT_NOTE,
  fillPlaceholderSegments,
  findDraftLeftovers,
  formatFileSize,
} from 'contracts';
import { displayedSubject, useSessionStore } from 'shared-ui';
import type { CampaignSettingsValues } from '../campaign-settings-form';
import { useDashboardPaths } from '../dashboard-paths';
import { ConnectGmailPopover } from '../gmail/connect-gmail-popover';
import { useKeepPlace } from '../gmail/keep-place';
import { clearWizardPlace } from '../gmail/wizard-place';
import { ScheduleTimeline, useSchedulePreview } from './schedule-timeline';
import { allAttachments, toSequenceInput, type DraftEmail } from './sequence-draft';
import { plannedSendLabel, scheduleDurationText, sendsImmediately, timezoneLabel } from './send-time';
import { useScheduleSequence } from './use-schedule-sequence';
import './preview-step.css';

export interface WizardRecipient {
  firstName: string;
  lastName?: string | null;
  email?: string | null;
}

interface PreviewStepProps {
  campaignId: number;
  settings: CampaignSettingsValues;
  recipient: WizardRecipient | null;
  drafts: readonly DraftEmail[];
  onEdit: () => void;
}

/** Text as it will be sent: filled placeholders highlighted, so the user sees what the sender puts in. */
function FilledText({ text, values }: { text: string; values: Parameters<typeof fillPlaceholderSegments>[1] }) {
  return (
    <>
      {fillPlaceholderSegments(text, values).map((segment, index) =>
        segment.filled ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/**
 * Step 3 'Preview and Confirm': who gets what, when, with which files; then 'Send Follow-Up'. Without Gmail the
 * connect popover offers the tiers ('Connect Gmail' keeps this draft for the way back) or 'Not now': the contact
 * is already saved and the draft stays in this tab (steps are only saved when scheduled), with a way on.
 * The emails show as sent (the contact's and the user's names filled in and marked), each with its planned time in
 * the recipient's zone. Template leftovers ('X role', '[Your Name]', unknown placeholders, an empty subject) are
 * listed above the button, and sending waits until they are fixed in the draft: they would reach the recruiter.
 */
export function PreviewStep({ campaignId, settings, recipient, drafts, onEdit }: PreviewStepProps) {
  const { schedule, scheduling, needsGmail, dismissGmail } = useScheduleSequence(campaignId);
  const { pathname } = useLocation();
  const yourName = useSessionStore((state) => state.user?.name ?? null);
  const paths = useDashboardPaths();
  const keepPlace = useKeepPlace();
  const [draftKept, setDraftKept] = useState(false);
  const emails = toSequenceInput(drafts);

  const send = async () => {
    if (await schedule(emails)) clearWizardPlace(pathname);
  };
  const notNow = () => {
    dismissGmail();
    keepPlace?.();
    setDraftKept(true);
  };
  const delays = emails.map((email) => email.daysDelay);
  const files = allAttachments(drafts);
  const [now] = useState(() => new Date());
  const planned = useSchedulePreview({ timezone: settings.timezone, excludeWeekends: settings.excludeWeekends, delays });
  const sends = planned.data?.sequenceSchedulePreview ?? [];
  const sendTimes = sends.map((send) => send.sendAt);
  const values = { contactFirstName: recipient?.firstName, yourName };
  const leftovers = findDraftLeftovers(emails);
  const timingOf = (index: number) => {
    const sendAt = sends[index]?.sendAt;
    if (!sendAt) return index === 0 ? '' : `Wait ${drafts[index]!.daysDelay} days`;
    return index === 0 && sendsImmediately(sendAt, now)
      ? FIRST_EMAIL_TIMING_LABEL
      : plannedSendLabel(sendAt, settings.timezone, now);
  };

  return (
    <>
      <h2 className="db-section-title">Preview and Confirm</h2>
      <Card className="db-section" size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Recipient">
            {recipient
              ? `${[recipient.firstName, recipient.lastName].filter(Boolean).join(' ')} <${recipient.email ?? 'email pending'}>`
              : 'Every active contact of this sequence'}
          </Descriptions.Item>
          <Descriptions.Item label="Sequence">{settings.name}</Descriptions.Item>
          <Descriptions.Item label="Timezone">{timezoneLabel(settings.timezone)}</Descriptions.Item>
          <Descriptions.Item label="Weekends">{settings.excludeWeekends ? 'Skipped' : 'Included'}</Descriptions.Item>
          <Descriptions.Item label="Duration">
            {sendTimes.length > 0 ? scheduleDurationText(sendTimes, settings.timezone) : '…'}
          </Descriptions.Item>
          <Descriptions.Item label="Attachments">
            {files.length === 0
              ? 'None'
              : files.map((file) => <Tag key={file.id}>{`${file.fileName} (${formatFileSize(file.fileSize)})`}</Tag>)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Timeline" className="db-section" size="small">
        <ScheduleTimeline timezone={settings.timezone} excludeWeekends={settings.excludeWeekends} delays={delays} now={now} />
      </Card>
      <ol className="wizard-preview-list wizard-preview-list--page" aria-label="Emails">
        {drafts.map((draft, index) => (
          <li key={draft.key} aria-label={`Email ${index + 1}`}>
            <Card size="small" title={`Email ${index + 1}`} extra={timingOf(index)}>
              <p className="wizard-preview-list__subject">
                <FilledText text={displayedSubject(drafts, index)} values={values} />
              </p>
              <p className="wizard-preview-list__body">
                <FilledText text={draft.body} values={values} />
              </p>
              {draft.attachments.length > 0 && (
                <p className="db-muted">Attachments: {draft.attachments.map((a) => a.fileName).join(', ')}</p>
              )}
            </Card>
          </li>
        ))}
      </ol>
      {leftovers.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="db-section"
          title="Fix these in the draft before sending"
          description={
            <ul className="wizard-preview-leftovers" aria-label="Before sending">
              {leftovers.map((leftover) => (
                <li key={`${leftover.position}-${leftover.message}`}>{leftover.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {needsGmail && <Alert type="error" showIcon className="db-section" title={GMAIL_ACCESS_REQUIRED} />}
      {draftKept && !needsGmail && (
        <Alert
          type="info"
          showIcon
          className="db-section"
          title={SEQUENCE_DRAFT_KEPT_NOTE}
          action={<Link to={paths.campaign(campaignId)}>Go to the sequence</Link>}
        />
      )}
      <div className="wizard-actions wizard-actions--sticky">
        <Button onClick={onEdit}>Edit Draft</Button>
        <ConnectGmailPopover open={needsGmail} onClose={dismissGmail} onNotNow={notNow} message={GMAIL_ACCESS_REQUIRED}>
          <Button type="primary" size="large" loading={scheduling} disabled={leftovers.length > 0} onClick={() => void send()}>
            Send Follow-Up
          </Button>
        </ConnectGmailPopover>
      </div>
    </>
  );
}
