import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Tag } from 'antd';
import {
  DRAFT_STATUS_LABELS,
  SCHEDULING_SEQUENCE_LABEL,
  firstEmailTiming,
  sendZoneChoiceOf,
  sendZoneReason,
  withPostingGuess,
  mailAccessRequired,
  PREVIEW_NO_RECIPIENT,
  sequenceDraftKeptNote,
  fillPlaceholderSegments,
  etiquetteWarnings,
  findDraftLeftovers,
  formatFileSize,
  sendingWindowText,
} from 'contracts';
import { SendingFrom, displayedSubject, formatSendTime, useMailbox } from 'shared-ui';
import { policyInputOf, policyOfSettings, type CampaignSettingsValues } from '../campaign-settings-form';
import { useDashboardPaths } from '../dashboard-paths';
import { ConnectMailboxPopover } from '../gmail/connect-mailbox-popover';
import { useKeepPlace } from '../gmail/keep-place';
import { clearWizardPlace } from './wizard-place';
import { NoContactWarning } from '../job-posting/no-contact-warning';
import { usePostingGuess } from '../job-posting/posting-guess.context';
import { EtiquetteWarnings } from './draft-step';
import { ScheduleTimeline, useSchedulePreview } from './schedule-timeline';
import { recipientLabel, type SequenceRecipients } from './use-sequence-recipients';
import { allAttachments, toSequenceInput, type DraftEmail } from './sequence-draft';
import { scheduleDurationText } from './send-time';
import { browserTimezone } from '../contact-form/contact-form-values';
import { useScheduleSequence } from './use-schedule-sequence';
import type { WizardRecipient } from './use-sequence-recipients';
import './preview-step.css';

export type { WizardRecipient };

interface PreviewStepProps {
  campaignId: number;
  settings: CampaignSettingsValues;
  /** Who the sequence goes to (the wizard's contact, or the campaign's active contacts) and the names shown. */
  audience: SequenceRecipients;
  drafts: readonly DraftEmail[];
  onEdit: () => void;
  /** The drafts are being saved right now: sending waits for it (the button says 'Saving…'). */
  draftSaving?: boolean;
  /** Resolves once no draft save is on its way (saving what is left, if anything). */
  settleDraft?: () => Promise<unknown>;
}

/** Text as it will be sent: filled placeholders highlighted, so the user sees what the sender puts in. */
function FilledText({ text, values }: { text: string; values: Parameters<typeof fillPlaceholderSegments>[1] }) {
  return (
    <>
      {fillPlaceholderSegments(text, values).map((segment, index) =>
        segment.filled ? (
          <mark key={index}>{segment.text}</mark>
        ) : segment.chip ? (
          <Tag key={index} className="wizard-preview-chip" title="Fills in when sent">
            {segment.text}
          </Tag>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/**
 * Step 3 'Preview and Confirm': who gets what, when, with which files; then 'Send Follow-Up'. Without a mailbox the
 * connect popover offers the tiers ('Connect Gmail' or 'Connect Outlook' keeps this draft for the way back) or 'Not
 * now' (its words name the user's mailbox): the contact
 * is already saved and the draft stays in this tab (steps are only saved when scheduled), with a way on.
 * The emails show as sent (the contact's and the user's names filled in and marked), each with its planned time in
 * the recipient's zone. Template leftovers ('X role', '[Your Name]', unknown placeholders, an empty subject) are
 * listed above the button, and sending waits until they are fixed in the draft: they would reach the recruiter.
 */
export function PreviewStep({
  campaignId,
  settings,
  audience,
  drafts,
  onEdit,
  draftSaving = false,
  settleDraft,
}: PreviewStepProps) {
  const { schedule, scheduling, needsMailbox, dismissMailbox } = useScheduleSequence(campaignId, settleDraft);
  const postingGuess = usePostingGuess();
  const { pathname } = useLocation();
  const paths = useDashboardPaths();
  const keepPlace = useKeepPlace();
  const { provider } = useMailbox();
  const accessRequired = mailAccessRequired(provider);
  const [draftKept, setDraftKept] = useState(false);
  const emails = toSequenceInput(drafts);

  const send = async () => {
    if (await schedule(emails)) clearWizardPlace(pathname);
  };
  const notNow = () => {
    dismissMailbox();
    keepPlace?.();
    setDraftKept(true);
  };
  const busyLabel = scheduling ? SCHEDULING_SEQUENCE_LABEL : draftSaving ? DRAFT_STATUS_LABELS.saving : null;
  const delays = emails.map((email) => email.daysDelay);
  const files = allAttachments(drafts);
  const [now] = useState(() => new Date());
  const plan = policyInputOf(settings);
  const planned = useSchedulePreview({ ...plan, delays });
  const sends = planned.data?.sequenceSchedulePreview ?? [];
  const sendTimes = sends.map((send) => send.sendAt);
  const values = audience.names;
  const leftovers = findDraftLeftovers(emails);
  const warnings = etiquetteWarnings(emails);
  const recipientText = recipientLabel(audience);
  const timingOf = (index: number) => {
    const sendAt = sends[index]?.sendAt;
    if (!sendAt) return index === 0 ? '' : `Wait ${drafts[index]!.daysDelay} days`;
    // The recipient's time and the user's; 'Immediately' only when the first email really goes now.
    return index === 0
      ? firstEmailTiming(sendAt, settings.timezone, browserTimezone(settings.timezone), now)
      : formatSendTime(sendAt, settings.timezone, { now });
  };

  return (
    <>
      <h2 className="db-section-title">Preview and Confirm</h2>
      {/* Who the recruiter sees the emails from: the connected mailbox, flagged when it is not the sign-in address. */}
      <SendingFrom />
      <Card className="db-section" size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Recipient">
            {recipientText ?? (audience.loading ? '…' : PREVIEW_NO_RECIPIENT)}
          </Descriptions.Item>
          <Descriptions.Item label="Sequence">{settings.name}</Descriptions.Item>
          <Descriptions.Item label="Sends">
            <span data-testid="sends-line">{sendingWindowText(policyOfSettings(settings))}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Timezone">
            {sendZoneReason(
              withPostingGuess(
                sendZoneChoiceOf({
                  zone: settings.timezone,
                  source: settings.timezoneSource,
                  recipientEmail: audience.recipients[0]?.email,
                  browserZone: browserTimezone(''),
                }),
                postingGuess,
              ),
            )}
          </Descriptions.Item>
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
        <ScheduleTimeline {...plan} delays={delays} now={now} />
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
      <EtiquetteWarnings warnings={warnings} />
      <NoContactWarning campaignId={campaignId} />
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
      {needsMailbox && <Alert type="error" showIcon className="db-section" title={accessRequired} />}
      {draftKept && !needsMailbox && (
        <Alert
          type="info"
          showIcon
          className="db-section"
          title={sequenceDraftKeptNote(provider)}
          action={<Link to={paths.campaign(campaignId)}>Go to the sequence</Link>}
        />
      )}
      <div className="wizard-actions wizard-actions--sticky">
        <Button onClick={onEdit}>Edit Draft</Button>
        <ConnectMailboxPopover open={needsMailbox} onClose={dismissMailbox} onNotNow={notNow} message={accessRequired}>
          {/* Busy (saving the draft, scheduling): disabled and saying so, so no click is ever swallowed. */}
          <Button
            type="primary"
            size="large"
            loading={busyLabel !== null}
            disabled={leftovers.length > 0 || busyLabel !== null}
            onClick={() => void send()}
          >
            {busyLabel ?? 'Send Follow-Up'}
          </Button>
        </ConnectMailboxPopover>
      </div>
    </>
  );
}
