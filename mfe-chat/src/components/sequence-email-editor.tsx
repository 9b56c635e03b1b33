// One email of the block: thread option (follow-ups), subject (editable for the first or a new-thread email),
// body ({{your_name}} shown as [Your Name]) and days to wait.
import { Input, Radio } from 'antd';
import {
  PLACEHOLDERS,
  THREAD_OPTION_LABELS,
  YOUR_NAME_DISPLAY,
  displayBody,
  isSubjectEditable,
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
  onChange: (patch: Partial<DraftEmail>) => void;
}

const THREAD_OPTIONS = (Object.keys(THREAD_OPTION_LABELS) as ThreadOption[]).map((value) => ({
  value,
  label: THREAD_OPTION_LABELS[value],
}));

const storedBody = (shown: string) => shown.split(YOUR_NAME_DISPLAY).join(PLACEHOLDERS.yourName);

export function SequenceEmailEditor({ drafts, index, errors, readOnly, onChange }: SequenceEmailEditorProps) {
  const draft = drafts[index]!;
  const label = `Email ${index + 1}`;
  const id = (field: string) => `chat-email-${index}-${field}`;
  const subjectEditable = isSubjectEditable(index, draft.thread);
  const errorOf = (field: DraftError['field']) => errors.find((e) => e.index === index && e.field === field)?.message ?? null;
  const bodyError = errorOf('body');

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
        onChange={(event) => onChange({ subject: event.target.value })}
      />
      <label className="chat-email__label" htmlFor={id('body')}>
        Body
      </label>
      <Input.TextArea
        id={id('body')}
        rows={7}
        value={displayBody(draft.body)}
        disabled={readOnly}
        status={bodyError ? 'error' : undefined}
        aria-invalid={Boolean(bodyError)}
        onChange={(event) => onChange({ body: storedBody(event.target.value) })}
      />
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
