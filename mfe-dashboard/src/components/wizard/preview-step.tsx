import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import {
  FIRST_EMAIL_TIMING_LABEL,
  GMAIL_ACCESS_REQUIRED,
  SEQUENCE_DRAFT_KEPT_NOTE,
  displayBody,
  formatFileSize,
  sequenceDurationDays,
} from 'contracts';
import { displayedSubject } from 'shared-ui';
import type { CampaignSettingsValues } from '../campaign-settings-form';
import { useDashboardPaths } from '../dashboard-paths';
import { ConnectGmailPopover } from '../gmail/connect-gmail-popover';
import { useKeepPlace } from '../gmail/keep-place';
import { clearWizardPlace } from '../gmail/wizard-place';
import { ScheduleTimeline } from './schedule-timeline';
import { allAttachments, toSequenceInput, type DraftEmail } from './sequence-draft';
import { timezoneLabel } from './send-time';
import { useScheduleSequence } from './use-schedule-sequence';

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

function durationText(delays: number[], excludeWeekends: boolean): string {
  const days = sequenceDurationDays(delays, excludeWeekends);
  return `${days} ${excludeWeekends ? 'business ' : ''}${days === 1 ? 'day' : 'days'}`;
}

/**
 * Step 3 'Preview and Confirm': who gets what, when, with which files; then 'Send Follow-Up'. Without Gmail the
 * connect popover offers the tiers ('Connect Gmail' keeps this draft for the way back) or 'Not now': the contact
 * is already saved and the draft stays in this tab (steps are only saved when scheduled), with a way on.
 */
export function PreviewStep({ campaignId, settings, recipient, drafts, onEdit }: PreviewStepProps) {
  const { schedule, scheduling, needsGmail, dismissGmail } = useScheduleSequence(campaignId);
  const { pathname } = useLocation();
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
          <Descriptions.Item label="Duration">{durationText(delays, settings.excludeWeekends)}</Descriptions.Item>
          <Descriptions.Item label="Attachments">
            {files.length === 0
              ? 'None'
              : files.map((file) => <Tag key={file.id}>{`${file.fileName} (${formatFileSize(file.fileSize)})`}</Tag>)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Timeline" className="db-section" size="small">
        <ScheduleTimeline timezone={settings.timezone} excludeWeekends={settings.excludeWeekends} delays={delays} />
      </Card>
      <ol className="wizard-preview-list" aria-label="Emails">
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <Card
              size="small"
              title={`Email ${index + 1}`}
              extra={index === 0 ? FIRST_EMAIL_TIMING_LABEL : `Wait ${draft.daysDelay} days`}
            >
              <p className="wizard-preview-list__subject">{displayedSubject(drafts, index)}</p>
              <p className="wizard-preview-list__body">{displayBody(draft.body)}</p>
              {draft.attachments.length > 0 && (
                <p className="db-muted">Attachments: {draft.attachments.map((a) => a.fileName).join(', ')}</p>
              )}
            </Card>
          </li>
        ))}
      </ol>
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
          <Button type="primary" size="large" loading={scheduling} onClick={() => void send()}>
            Send Follow-Up
          </Button>
        </ConnectGmailPopover>
      </div>
    </>
  );
}
