// One email of a sequence, as the chat and the dashboard's wizard both show it: thread option (follow-ups), subject
// (editable for the first or a new-thread email), body as it will be sent (the names written in, or a chip that says
// it fills in at send time; never raw braces), days to wait, and each field's error. Presentational: each front end
// maps its own draft shape onto these props and fills the slots with what only it has (attachments, a test send).
import { useState, type ReactNode } from 'react';
import { Card, Input, Radio } from 'antd';
import {
  FIRST_EMAIL_PENDING_TIMING,
  MAX_FOLLOW_UP_DELAY,
  MIN_FOLLOW_UP_DELAY,
  TEXT_LIMITS,
  THREAD_OPTION_LABELS,
  bodyForEditing,
  bodyFromEditing,
  chipsIn,
  placeholderChipNote,
  type PlaceholderValues,
  type ThreadOption,
} from 'contracts';
import type { DraftError } from '../sequence/sequence-draft';

export type EmailStepField = DraftError['field'];
export type EmailStepErrors = Partial<Record<EmailStepField, string>>;

export interface EmailStepPatch {
  subject?: string;
  body?: string;
  thread?: ThreadOption;
  daysDelay?: number;
}

export interface EmailStepEditorProps {
  /** 0 for the initial email. */
  index: number;
  /** What the subject box shows: the step's own subject, or the one it reuses ('Re: ...') when not editable. */
  subject: string;
  subjectEditable: boolean;
  /** The body as stored, with placeholders; shown with the names written in. */
  body: string;
  thread: ThreadOption;
  daysDelay: number;
  /** The recipient's first name and the user's name, when known. */
  names: PlaceholderValues;
  errors?: EmailStepErrors;
  readOnly?: boolean;
  onChange: (patch: EmailStepPatch) => void;
  /** Makes the field ids unique on the page. */
  idPrefix: string;
  /** The block's CSS class prefix (e.g. 'chat-email'): each front end keeps its own look. */
  classNamePrefix: string;
  /** 'number' for a spin box bounded by the contracts limits; 'text' for a free box read by parseDelay. */
  delayInput: 'number' | 'text';
  /** The days to wait a typed text stands for. */
  parseDelay: (text: string) => number;
  /** Framed in a card (the wizard) or plain (the chat). */
  card?: boolean;
  /** Small thread buttons, for narrow places. */
  compact?: boolean;
  /** A fixed body height in rows; without it the body grows with its text. */
  bodyRows?: number;
  /** Beside the title, e.g. a remove button. */
  headerAction?: ReactNode;
  /** Under the body, e.g. its attachments. */
  bodyExtras?: ReactNode;
  /** At the end, e.g. attachment controls and a test send. */
  footer?: ReactNode;
}

const THREAD_OPTIONS = (Object.keys(THREAD_OPTION_LABELS) as ThreadOption[]).map((value) => ({
  value,
  label: THREAD_OPTION_LABELS[value],
}));

export function EmailStepEditor(props: EmailStepEditorProps) {
  const { index, subject, subjectEditable, body, thread, names, errors = {}, readOnly = false, onChange } = props;
  const { idPrefix, classNamePrefix: p, card = false, compact = false, bodyRows, headerAction, bodyExtras, footer } = props;
  const label = `Email ${index + 1}`;
  const id = (field: string) => `${idPrefix}-${field}`;
  const shownBody = bodyForEditing(body, names);
  const chips = chipsIn(shownBody);
  const fieldError = (field: EmailStepField) => errorProps(errors[field], id(field));

  const title = (
    <>
      <span className={`${p}__position`} aria-hidden="true">
        {index + 1}
      </span>
      {index === 0 ? 'Initial email' : `Follow-up ${index}`}
    </>
  );
  const fields = (
    <>
      {index > 0 && (
        <Radio.Group
          className={`${p}__thread`}
          optionType="button"
          size={compact ? 'small' : undefined}
          aria-label={`Thread option of ${label}`}
          options={THREAD_OPTIONS}
          value={thread}
          disabled={readOnly}
          onChange={(event) => onChange({ thread: event.target.value as ThreadOption })}
        />
      )}
      <label className={`${p}__label`} htmlFor={id('subject')}>
        Subject
      </label>
      <Input
        id={id('subject')}
        value={subject}
        readOnly={!subjectEditable}
        disabled={readOnly}
        variant={subjectEditable ? 'outlined' : 'filled'}
        maxLength={subjectEditable ? TEXT_LIMITS.subject : undefined}
        {...fieldError('subject').input}
        onChange={(event) => onChange({ subject: event.target.value })}
      />
      <FieldError className={`${p}__error`} id={id('subject')} message={errors.subject} />
      <label className={`${p}__label`} htmlFor={id('body')}>
        Body
      </label>
      <Input.TextArea
        id={id('body')}
        value={shownBody}
        maxLength={TEXT_LIMITS.body}
        {...(bodyRows ? { rows: bodyRows } : { autoSize: { minRows: 5, maxRows: 14 } })}
        disabled={readOnly}
        {...fieldError('body').input}
        onChange={(event) => onChange({ body: bodyFromEditing(event.target.value, names) })}
      />
      {chips.length > 0 && <p className={`${p}__note`}>{placeholderChipNote(chips)}</p>}
      {bodyExtras}
      <FieldError className={`${p}__error`} id={id('body')} message={errors.body} />
      {index === 0 ? (
        <p className={`${p}__timing`}>Sends: {FIRST_EMAIL_PENDING_TIMING}</p>
      ) : (
        <DelayInput {...props} id={id('delay')} error={errors.daysDelay} />
      )}
      {footer}
    </>
  );

  return (
    <section className={p} aria-label={label}>
      {card ? (
        <Card title={<span className={`${p}__title`}>{title}</span>} extra={headerAction}>
          {fields}
        </Card>
      ) : (
        <>
          <h3 className={`${p}__title`}>
            {title}
            {headerAction}
          </h3>
          {fields}
        </>
      )}
    </section>
  );
}

/** Days to wait: the box shows what is typed, and the stored number once it loses focus. */
function DelayInput({ id, error, ...props }: EmailStepEditorProps & { id: string; error: string | undefined }) {
  const { daysDelay, delayInput, parseDelay, readOnly = false, onChange, classNamePrefix: p } = props;
  const [typed, setTyped] = useState<string | null>(null);
  const bounds =
    delayInput === 'number'
      ? { type: 'number', min: MIN_FOLLOW_UP_DELAY, max: MAX_FOLLOW_UP_DELAY, step: 1 }
      : { inputMode: 'numeric' as const };
  return (
    <div className={`${p}__field`}>
      <label className={`${p}__label`} htmlFor={id}>
        Days to wait
      </label>
      <Input
        id={id}
        className={`${p}__delay`}
        {...bounds}
        value={typed ?? (Number.isNaN(daysDelay) ? '' : String(daysDelay))}
        disabled={readOnly}
        {...errorProps(error, id).input}
        suffix="days after the previous email"
        onChange={(event) => {
          setTyped(event.target.value);
          onChange({ daysDelay: parseDelay(event.target.value) });
        }}
        onBlur={() => setTyped(null)}
      />
      <FieldError className={`${p}__error`} id={id} message={error} />
    </div>
  );
}

function errorProps(message: string | undefined, id: string) {
  return {
    input: {
      status: message ? ('error' as const) : undefined,
      'aria-invalid': Boolean(message),
      'aria-describedby': message ? `${id}-error` : undefined,
    },
  };
}

function FieldError({ className, id, message }: { className: string; id: string; message: string | undefined }) {
  return message ? (
    <div id={`${id}-error`} role="alert" className={className}>
      {message}
    </div>
  ) : null;
}

/** One step's errors out of a whole sequence's list. */
export function stepErrors(errors: readonly DraftError[], index: number): EmailStepErrors {
  const own: EmailStepErrors = {};
  for (const error of errors) if (error.index === index && !own[error.field]) own[error.field] = error.message;
  return own;
}
