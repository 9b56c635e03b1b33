// One email of the wizard, drawn by shared-ui's EmailStepEditor in a card: the wizard adds a remove button, the
// attachment control and a test send; an emptied delay stays empty (NaN) so its error shows.
import { Button } from 'antd';
import type { PlaceholderValues } from 'contracts';
import { EmailStepEditor, effectiveSubject, stepErrors, subjectView, withThreadSubject, type DraftError } from 'shared-ui';
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

const parseDelay = (text: string) => (text === '' ? Number.NaN : Number(text));

/** One email of the sequence: thread option, subject, body, days to wait, attachments and a test send. */
export function EmailCard({ drafts, index, errors, onChange, onRemove, onAttach, onRemoveAttachment, names }: EmailCardProps) {
  const draft = drafts[index]!;
  const { subject, editable } = subjectView(drafts, index);
  const label = `Email ${index + 1}`;
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
      onChange={(patch) => onChange(withThreadSubject(drafts, index, patch))}
      idPrefix={draft.key}
      classNamePrefix="wizard-email"
      card
      delayInput="number"
      parseDelay={parseDelay}
      headerAction={
        <Button type="text" danger size="small" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      }
      footer={
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
      }
    />
  );
}
