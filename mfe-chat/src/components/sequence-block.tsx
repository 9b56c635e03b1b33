// Step 4: the editable three-email block with 'Send Sequence Now', which turns into a disabled 'Sequence
// Scheduled' with the first send time in the campaign's zone (product.md §4). Without an email the contact reads
// 'finding email...' and the block waits for one. While the chat is busy (sending, checking Gmail, saving a zone)
// the button is disabled and says what it waits for: an enabled click always does something.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import {
  FINDING_EMAIL_PLACEHOLDER,
  HIRING_MANAGER_FALLBACK,
  etiquetteWarnings,
  sendSequenceBusyLabel,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  VIEW_SEQUENCE,
  type ChatActivity,
  type MailProvider,
} from 'contracts';
import { SendingFrom, draftErrors, useMailbox, useSessionStore } from 'shared-ui';
import { appliedDay, appliedDayProblem } from '../conversation/applied-date';
import type { ChatContext, DraftEmail } from '../conversation/chat.types';
import { formatSendTime } from '../conversation/send-time';
import { useLiveSequence } from '../conversation/use-live-sequence';
import { AppliedOnField } from './applied-on-field';
import { SequenceEmailEditor } from './sequence-email-editor';
import { FirstSendPreview, SequenceZoneLine } from './sequence-zone-line';

/** The zone line previews the first email only. */
const FIRST_SEND_ONLY = [0];

interface SequenceBlockProps {
  context: ChatContext;
  drafts: readonly DraftEmail[];
  working: boolean;
  /** What the chat is busy with (the button's label meanwhile). */
  activity?: ChatActivity | null;
  onChange: (index: number, patch: Partial<DraftEmail>) => void;
  onSend: () => void;
  /** Another sending zone picked on the block. */
  onZoneChange?: (zone: string) => void;
  /** The optional applied day typed on the block. */
  onAppliedAtChange?: (day: string) => void;
}

export const campaignPath = (campaignId: number) => `/dashboard/campaigns/${campaignId}`;

function buttonLabel(scheduled: boolean, working: boolean, activity: ChatActivity | null, provider: MailProvider | null): string {
  if (scheduled) return SEQUENCE_SCHEDULED_LABEL;
  if (working) return sendSequenceBusyLabel(activity ?? 'working', provider);
  return SEND_SEQUENCE_NOW;
}

export function SequenceBlock({
  context,
  drafts,
  working,
  activity = null,
  onChange,
  onSend,
  onZoneChange,
  onAppliedAtChange,
}: SequenceBlockProps) {
  // Once scheduled, the zone and the first send time are the campaign's as they are now (changed on its page too).
  const live = useLiveSequence(context);
  const { scheduled, firstSendAt, timezone, campaignId } = live;
  const errors = draftErrors(drafts, { checkSubjects: false });
  const readOnly = scheduled || working;
  // The day goes with the contact when it is created: editable until then.
  const appliedLocked = Boolean(scheduled || context.contactId) || !onAppliedAtChange;
  const appliedProblem = appliedLocked ? null : appliedDayProblem(context);
  const yourName = useSessionStore((state) => state.user?.name ?? null);
  const { provider } = useMailbox();
  // The name the chat read from the profile; the hiring-manager fallback is no one's first name.
  const contactFirstName = context.contactName?.trim().split(/\s+/)[0] ?? null;
  const names = { contactFirstName, yourName };
  const warnings = etiquetteWarnings(drafts);

  return (
    <section className="chat-card chat-sequence" aria-labelledby="chat-sequence-title">
      <h2 id="chat-sequence-title" className="chat-card__title">
        Your follow-up sequence
      </h2>
      <p className="chat-sequence__to">
        To: {context.contactName ?? HIRING_MANAGER_FALLBACK} · {context.contactEmail ?? FINDING_EMAIL_PLACEHOLDER}
      </p>
      {drafts.map((_, index) => (
        <SequenceEmailEditor
          key={index}
          drafts={drafts}
          index={index}
          errors={errors}
          readOnly={readOnly}
          names={names}
          onChange={(patch) => onChange(index, patch)}
        />
      ))}
      {warnings.length > 0 && !scheduled && (
        <ul className="chat-sequence__warnings" aria-label="Suggestions before sending">
          {warnings.map((warning) => (
            <li key={`${warning.index}-${warning.message}`}>{warning.message}</li>
          ))}
        </ul>
      )}
      <SequenceZoneLine context={live} disabled={working} onZoneChange={onZoneChange} />
      <AppliedOnField
        value={appliedDay(context)}
        problem={appliedProblem}
        locked={appliedLocked}
        disabled={working}
        onChange={(day) => onAppliedAtChange?.(day)}
      />
      <footer className="chat-sequence__footer">
        <Button
          type="primary"
          size="large"
          disabled={scheduled || working || errors.length > 0 || appliedProblem !== null}
          loading={working && !scheduled}
          aria-busy={working && !scheduled}
          onClick={onSend}
        >
          {buttonLabel(Boolean(scheduled), working, activity, provider)}
        </Button>
        {/* After the button: a preview that arrives late must not move the button under a click. */}
        <FirstSendPreview context={context} delays={FIRST_SEND_ONLY} />
        {/* The mailbox the emails go from, flagged when it is not the sign-in address (also after the button). */}
        <SendingFrom className="chat-sequence__from" />
        {scheduled && firstSendAt && timezone && (
          <p className="chat-sequence__when">First email: {formatSendTime(firstSendAt, timezone)}</p>
        )}
        {scheduled && campaignId && (
          <Link className="chat-sequence__link" to={campaignPath(campaignId)}>
            {VIEW_SEQUENCE}
          </Link>
        )}
      </footer>
    </section>
  );
}
