import { Alert, Button } from 'antd';
import { MAX_EMAILS_PER_SEQUENCE, canAddStep, etiquetteWarnings, type PlaceholderValues } from 'contracts';
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
  /** The first recipient's first name and the user's name, as the bodies show them. */
  names?: PlaceholderValues;
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
  names = {},
}: DraftStepProps) {
  const warnings = etiquetteWarnings(drafts);
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
              names={names}
            />
          </li>
        ))}
      </ol>
      <EtiquetteWarnings warnings={warnings} />
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

/** Gentle advice (never a refusal): follow-ups too close together, long bodies, phrases recruiters dislike. */
export function EtiquetteWarnings({ warnings }: { warnings: ReturnType<typeof etiquetteWarnings> }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="db-section"
      title="Suggestions before sending"
      description={
        <ul className="wizard-etiquette" aria-label="Suggestions before sending">
          {warnings.map((warning) => (
            <li key={`${warning.index}-${warning.message}`}>{warning.message}</li>
          ))}
        </ul>
      }
    />
  );
}
