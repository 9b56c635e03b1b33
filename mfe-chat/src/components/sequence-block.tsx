// Step 4: the editable three-email block with 'Send Sequence Now', which turns into a disabled 'Sequence
// Scheduled' with the first send time in the campaign's zone (product.md §4). Without an email the contact reads
// 'finding email...' and the block waits for one.
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import {
  FINDING_EMAIL_PLACEHOLDER,
  HIRING_MANAGER_FALLBACK,
  etiquetteWarnings,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  VIEW_SEQUENCE,
} from 'contracts';
import { draftErrors, useSessionStore } from 'shared-ui';
import type { ChatContext, DraftEmail } from '../conversation/chat.types';
import { formatSendTime } from '../conversation/send-time';
import { SequenceEmailEditor } from './sequence-email-editor';
import { SequenceZoneLine } from './sequence-zone-line';

/** The zone line previews the first email only. */
const FIRST_SEND_ONLY = [0];

interface SequenceBlockProps {
  context: ChatContext;
  drafts: readonly DraftEmail[];
  working: boolean;
  onChange: (index: number, patch: Partial<DraftEmail>) => void;
  onSend: () => void;
  /** Another sending zone picked on the block. */
  onZoneChange?: (zone: string) => void;
}

export const campaignPath = (campaignId: number) => `/dashboard/campaigns/${campaignId}`;

export function SequenceBlock({ context, drafts, working, onChange, onSend, onZoneChange }: SequenceBlockProps) {
  const { scheduled, firstSendAt, timezone, campaignId } = context;
  const errors = draftErrors(drafts, { checkSubjects: false });
  const readOnly = scheduled || working;
  const yourName = useSessionStore((state) => state.user?.name ?? null);
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
      <SequenceZoneLine context={context} delays={FIRST_SEND_ONLY} disabled={working} onZoneChange={onZoneChange} />
      <footer className="chat-sequence__footer">
        <Button
          type="primary"
          size="large"
          disabled={scheduled || errors.length > 0}
          loading={working && !scheduled}
          onClick={onSend}
        >
          {scheduled ? SEQUENCE_SCHEDULED_LABEL : SEND_SEQUENCE_NOW}
        </Button>
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
