// One email of the block: thread option (follow-ups), subject (editable for the first or a new-thread email), body
// as it will be sent (the recipient's first name and the user's name written in, or a chip that says it fills in at
// send time; never raw braces), its attachments (removable) and days to wait.
import { Button, Input, Radio, Tag } from 'antd';
import {
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
import type { DraftEmail } from '../conversation/chat.types';
import { DelayField } from './delay-field';

interface SequenceEmailEditorProps {
  drafts: readonly DraftEmail[];
  index: number;
  errors: readonly DraftError[];
  readOnly: boolean;
  /** The recipient's first name and the user's name, when known. */
  names: PlaceholderValues;
  onChange: (patch: Partial<DraftEmail>) => void;
}

const THREAD_OPTIONS = (Object.keys(THREAD_OPTION_LABELS) as ThreadOption[]).map((value) => ({
  value,
  label: THREAD_OPTION_LABELS[value],
}));

export function SequenceEmailEditor({ drafts, index, errors, readOnly, names, onChange }: SequenceEmailEditorProps) {
  const draft = drafts[index]!;
  const label = `Email ${index + 1}`;
  const id = (field: string) => `chat-email-${index}-${field}`;
  const subjectEditable = isSubjectEditable(index, draft.thread);
  const errorOf = (field: DraftError['field']) => errors.find((e) => e.index === index && e.field === field)?.message ?? null;
  const bodyError = errorOf('body');
  const shownBody = bodyForEditing(draft.body, names);
  const chips = chipsIn(shownBody);
  const attachments = draft.attachments ?? [];

  return (
    <section className="chat-email" aria-label={label}>
      <h3 className="chat-email__title">
        <span className="chat-email__position" aria-hidden="true">
          {index + 1}
        </span>
        {index === 0 ? 'Initial email' : `Follow-up ${index}`}
      </h3>
      {index > 0 && (
        <Radio.Group
          className="chat-email__thread"
          optionType="button"
          size="small"
          aria-label={`Thread option of ${label}`}
          options={THREAD_OPTIONS}
          value={draft.thread}
          disabled={readOnly}
          onChange={(event) => {
            const thread = event.target.value as ThreadOption;
            onChange(thread === 'new' && !draft.subject ? { thread, subject: effectiveSubject(drafts, index) } : { thread });
          }}
        />
      )}
      <label className="chat-email__label" htmlFor={id('subject')}>
        Subject
      </label>
      <Input
        id={id('subject')}
        value={subjectEditable ? draft.subject : displayedSubject(drafts, index)}
        readOnly={!subjectEditable}
        disabled={readOnly}
        variant={subjectEditable ? 'outlined' : 'filled'}
        maxLength={subjectEditable ? TEXT_LIMITS.subject : undefined}
        onChange={(event) => onChange({ subject: event.target.value })}
      />
      <label className="chat-email__label" htmlFor={id('body')}>
        Body
      </label>
      <Input.TextArea
        id={id('body')}
        rows={7}
        value={shownBody}
        maxLength={TEXT_LIMITS.body}
        disabled={readOnly}
        status={bodyError ? 'error' : undefined}
        aria-invalid={Boolean(bodyError)}
        onChange={(event) => onChange({ body: bodyFromEditing(event.target.value, names) })}
      />
      {chips.length > 0 && <p className="chat-email__note">{placeholderChipNote(chips)}</p>}
      {attachments.length > 0 && (
        <ul className="chat-email__attachments" aria-label={`Attachments of ${label}`}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <Tag>{attachment.fileName}</Tag>
              {!readOnly && (
                <Button
                  type="link"
                  size="small"
                  aria-label={`Remove ${attachment.fileName}`}
                  onClick={() => onChange({ attachments: attachments.filter((a) => a.id !== attachment.id) })}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {bodyError && (
        <div role="alert" className="chat-email__error">
          {bodyError}
        </div>
      )}
      <DelayField
        id={id('delay')}
        index={index}
        value={draft.daysDelay}
        disabled={readOnly}
        error={errorOf('daysDelay')}
        onChange={(daysDelay) => onChange({ daysDelay })}
      />
    </section>
  );
}
