import { Button, Card, Input, Radio } from 'antd';
import {
  FIRST_EMAIL_PENDING_TIMING,
  MAX_FOLLOW_UP_DELAY,
  MIN_FOLLOW_UP_DELAY,
  TEXT_LIMITS,
  THREAD_OPTION_LABELS,
  bodyForEditing,
  bodyFromEditing,
  chipsIn,
  isSubjectEditable,
  placeholderChipNote,
  type PlaceholderValues,
  type ThreadOption,
} from 'contracts';
import { displayedSubject, effectiveSubject, type DraftError } from 'shared-ui';
import { EmailAttachments } from './email-attachments';
import type { DraftAttachment, DraftEmail } from './sequence-draft';
import { TestEmailButton } from './test-email-button';

interface EmailCardProps {
  drafts: readonly DraftEmail[];
  index: number;
  errors: readonly DraftError[];
  onChange: (patch: Partial<DraftEmail>) => void;
  onRemove: () => void;
  onAttach: (attachment: DraftAttachment) => void;
  onRemoveAttachment: (attachmentId: number) => void;
  /** The recipient's first name and the user's name as the body shows them (a chip where one is not known). */
  names: PlaceholderValues;
}

const THREAD_OPTIONS = (Object.keys(THREAD_OPTION_LABELS) as ThreadOption[]).map((value) => ({
  value,
  label: THREAD_OPTION_LABELS[value],
}));

function FieldError({ errors, field }: { errors: readonly DraftError[]; field: DraftError['field'] }) {
  const error = errors.find((e) => e.field === field);
  return error ? (
    <div role="alert" className="wizard-email__error">
      {error.message}
    </div>
  ) : null;
}

/** One email of the sequence: thread option, subject, body, days to wait, attachments and a test send. */
export function EmailCard({ drafts, index, errors, onChange, onRemove, onAttach, onRemoveAttachment, names }: EmailCardProps) {
  const draft = drafts[index]!;
  // Shown as sent: the names written in (stored back as placeholders, so each contact gets their own), never braces.
  const shownBody = bodyForEditing(draft.body, names);
  const chips = chipsIn(shownBody);
  const label = `Email ${index + 1}`;
  const id = (field: string) => `${draft.key}-${field}`;
  const subjectEditable = isSubjectEditable(index, draft.thread);

  return (
    <section aria-label={label} className="wizard-email">
      <Card
        title={
          <span className="wizard-email__title">
            <span className="wizard-email__position" aria-hidden>
              {index + 1}
            </span>
            {index === 0 ? 'Initial email' : `Follow-up ${index}`}
          </span>
        }
        extra={
          <Button type="text" danger size="small" onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        }
      >
        {index > 0 && (
          <Radio.Group
            className="wizard-email__thread"
            optionType="button"
            aria-label={`Thread option of ${label}`}
            options={THREAD_OPTIONS}
            value={draft.thread}
            onChange={(event) => {
              const thread = event.target.value as ThreadOption;
              // A new email starts from the subject it would otherwise have reused.
              onChange(thread === 'new' && !draft.subject ? { thread, subject: effectiveSubject(drafts, index) } : { thread });
            }}
          />
        )}
        <label className="wizard-email__label" htmlFor={id('subject')}>
          Subject
        </label>
        <Input
          id={id('subject')}
          value={subjectEditable ? draft.subject : displayedSubject(drafts, index)}
          readOnly={!subjectEditable}
          variant={subjectEditable ? 'outlined' : 'filled'}
          maxLength={subjectEditable ? TEXT_LIMITS.subject : undefined}
          status={errors.some((e) => e.field === 'subject') ? 'error' : undefined}
          onChange={(event) => onChange({ subject: event.target.value })}
        />
        <FieldError errors={errors} field="subject" />
        <label className="wizard-email__label" htmlFor={id('body')}>
          Body
        </label>
        <Input.TextArea
          id={id('body')}
          value={shownBody}
          maxLength={TEXT_LIMITS.body}
          autoSize={{ minRows: 5, maxRows: 14 }}
          status={errors.some((e) => e.field === 'body') ? 'error' : undefined}
          onChange={(event) => onChange({ body: bodyFromEditing(event.target.value, names) })}
        />
        {chips.length > 0 && <p className="wizard-email__note db-muted">{placeholderChipNote(chips)}</p>}
        <FieldError errors={errors} field="body" />
        {index === 0 ? (
          <p className="wizard-email__timing db-muted">Sends: {FIRST_EMAIL_PENDING_TIMING}</p>
        ) : (
          <>
            <label className="wizard-email__label" htmlFor={id('delay')}>
              Days to wait
            </label>
            <Input
              id={id('delay')}
              type="number"
              min={MIN_FOLLOW_UP_DELAY}
              max={MAX_FOLLOW_UP_DELAY}
              step={1}
              className="wizard-email__delay"
              value={Number.isNaN(draft.daysDelay) ? '' : String(draft.daysDelay)}
              status={errors.some((e) => e.field === 'daysDelay') ? 'error' : undefined}
              suffix="days after the previous email"
              onChange={(event) => onChange({ daysDelay: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
            />
            <FieldError errors={errors} field="daysDelay" />
          </>
        )}
        <div className="wizard-email__footer">
          <EmailAttachments
            emailLabel={label}
            emailNumber={index + 1}
            attachments={draft.attachments}
            onAttach={onAttach}
            onRemove={onRemoveAttachment}
          />
          <TestEmailButton
            subject={effectiveSubject(drafts, index)}
            body={draft.body}
            attachmentIds={draft.attachments.map((a) => a.id)}
          />
        </div>
      </Card>
    </section>
  );
}
