// One email of the block, drawn by shared-ui's EmailStepEditor: the chat adds its removable attachments under the body
// and reads a non-numeric delay as 1 (product.md §5 chat edit).
import { Button, Tag } from 'antd';
import type { PlaceholderValues } from 'contracts';
import { EmailStepEditor, stepErrors, subjectView, withThreadSubject, type DraftError } from 'shared-ui';
import type { DraftEmail } from '../conversation/chat.types';
import { chatDelay } from '../conversation/drafts';

interface SequenceEmailEditorProps {
  drafts: readonly DraftEmail[];
  index: number;
  errors: readonly DraftError[];
  readOnly: boolean;
  /** The recipient's first name and the user's name, when known. */
  names: PlaceholderValues;
  onChange: (patch: Partial<DraftEmail>) => void;
}

export function SequenceEmailEditor({ drafts, index, errors, readOnly, names, onChange }: SequenceEmailEditorProps) {
  const draft = drafts[index]!;
  const { subject, editable } = subjectView(drafts, index);
  const attachments = draft.attachments ?? [];
  return (
    <EmailStepEditor
      index={index}
      subject={subject}
      subjectEditable={editable}
      body={draft.body}
      thread={draft.thread}
      daysDelay={draft.daysDelay}
      names={names}
      errors={stepErrors(errors, index)}
      readOnly={readOnly}
      onChange={(patch) => onChange(withThreadSubject(drafts, index, patch))}
      idPrefix={`chat-email-${index}`}
      classNamePrefix="chat-email"
      compact
      bodyRows={7}
      delayInput="text"
      parseDelay={(text) => chatDelay(text, index)}
      bodyExtras={
        attachments.length > 0 && (
          <ul className="chat-email__attachments" aria-label={`Attachments of Email ${index + 1}`}>
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
        )
      }
    />
  );
}
