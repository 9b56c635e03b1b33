import { Button } from 'antd';
import { MAX_EMAILS_PER_SEQUENCE, canAddStep } from 'contracts';
import type { CampaignSettingsValues } from '../campaign-settings-form';
import { EmailCard } from './email-card';
import { SequenceSettingsCard } from './sequence-settings-card';
import type { DraftError } from 'shared-ui';
import type { DraftAttachment, DraftEmail } from './sequence-draft';
import { DRAFT_STATUS_LABELS, SEQUENCE_DRAFT_RUNNING } from 'contracts';
import type { DraftSaveStatus } from './use-draft-autosave';

export interface DraftActions {
  change: (key: string, patch: Partial<DraftEmail>) => void;
  remove: (index: number) => void;
  add: () => void;
  attach: (key: string, attachment: DraftAttachment) => void;
  detach: (key: string, attachmentId: number) => void;
}

interface DraftStepProps {
  campaignId: number;
  settings: CampaignSettingsValues;
  onSettingsSaved: (settings: CampaignSettingsValues) => void;
  drafts: readonly DraftEmail[];
  errors: readonly DraftError[];
  actions: DraftActions;
  onBack: () => void;
  onPreview: () => void;
  /** The server draft's state, shown quietly next to the actions. */
  saveStatus?: DraftSaveStatus;
}

const STATUS_TEXT: Record<DraftSaveStatus, string> = {
  idle: '',
  pending: DRAFT_STATUS_LABELS.unsaved,
  saving: DRAFT_STATUS_LABELS.saving,
  saved: DRAFT_STATUS_LABELS.saved,
  error: DRAFT_STATUS_LABELS.unsaved,
  off: SEQUENCE_DRAFT_RUNNING,
};

/** Step 2 'Draft Email': the sequence settings, one card per email, the add-step control and the sticky preview button. */
export function DraftStep({
  campaignId,
  settings,
  onSettingsSaved,
  drafts,
  errors,
  actions,
  onBack,
  onPreview,
  saveStatus = 'idle',
}: DraftStepProps) {
  return (
    <>
      <SequenceSettingsCard campaignId={campaignId} settings={settings} onSaved={onSettingsSaved} />
      <ol className="wizard-emails">
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <EmailCard
              drafts={drafts}
              index={index}
              errors={errors.filter((error) => error.index === index)}
              onChange={(patch) => actions.change(draft.key, patch)}
              onRemove={() => actions.remove(index)}
              onAttach={(attachment) => actions.attach(draft.key, attachment)}
              onRemoveAttachment={(attachmentId) => actions.detach(draft.key, attachmentId)}
            />
          </li>
        ))}
      </ol>
      <Button type="dashed" block onClick={actions.add} disabled={!canAddStep(drafts.length)} className="db-section">
        {canAddStep(drafts.length) ? 'Add Follow-up Email' : `Up to ${MAX_EMAILS_PER_SEQUENCE} emails per sequence`}
      </Button>
      <div className="wizard-actions wizard-actions--sticky">
        <Button onClick={onBack}>Back</Button>
        <span className="wizard-save-status" role="status" aria-label="Draft save status" data-status={saveStatus}>
          {STATUS_TEXT[saveStatus]}
        </span>
        <Button type="primary" size="large" onClick={onPreview}>
          Preview &amp; Schedule Sequence
        </Button>
      </div>
    </>
  );
}
