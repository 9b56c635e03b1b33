import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { validateRemoveStep } from 'contracts';
import { draftErrors } from 'shared-ui';
import type { CampaignSettingsValues } from '../campaign-settings-form';
import { useDashboardPaths } from '../dashboard-paths';
import { KeepPlaceBeforeConsent } from '../gmail/keep-place';
import { useToast } from '../use-toast';
import { DraftStep, type DraftActions } from './draft-step';
import { PreviewStep, type WizardRecipient } from './preview-step';
import { appendDraft, draftsFromSteps, removeDraft, type DraftEmail, type SequenceEditor } from './sequence-draft';
import { useDraftAutosave } from './use-draft-autosave';
import { useSequenceRecipients } from './use-sequence-recipients';
import { useGuardedLeave, useRegisterLeaveGuard } from './leave-guard';
import { addContactUrl } from '../wizard-location';
import './wizard.css';

interface SequenceWizardProps {
  campaignId: number;
  initialSettings: CampaignSettingsValues;
  savedSteps: Parameters<typeof draftsFromSteps>[0];
  recipient: WizardRecipient | null;
  /** 'wizard' when the user came from adding a contact; 'main' when editing a sequence on its own. */
  editor: SequenceEditor;
  /** 1 'Draft Email' or 2 'Preview and Start'; the page owns it because the step indicator sits above its heading. */
  step: 1 | 2;
  onStepChange: (step: 1 | 2) => void;
  /** The drafts as the user left them for Google's consent (restored by the page), instead of the saved steps. */
  initialDrafts?: DraftEmail[];
  /** Saves the wizard as it is right before a connect prompt sends the browser to Google or Microsoft. */
  keepPlace?: (place: { step: 1 | 2; settings: CampaignSettingsValues; drafts: DraftEmail[] }) => void;
  /** The role of a posting imported in step 1: it fills the template of a sequence without steps. */
  postingRole?: string | null;
}

/** The content of steps 2 and 3 of the wizard; the drafts live here so 'Edit Draft' comes back to them unchanged. */
export function SequenceWizard({
  campaignId,
  initialSettings,
  savedSteps,
  recipient,
  editor,
  step,
  onStepChange,
  initialDrafts,
  keepPlace,
  postingRole,
}: SequenceWizardProps) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const toast = useToast();
  const [settings, setSettings] = useState(initialSettings);
  const location = useLocation();
  // What the server holds (its steps, or the template when it has none); anything else is saved as a draft.
  const [serverDrafts] = useState(() => draftsFromSteps(savedSteps, postingRole));
  const [drafts, setDrafts] = useState<DraftEmail[]>(() => initialDrafts ?? serverDrafts);
  const autosave = useDraftAutosave(campaignId, drafts, serverDrafts);
  useRegisterLeaveGuard(autosave.dirty, autosave.flush);
  const leave = useGuardedLeave();
  const [showErrors, setShowErrors] = useState(false);
  const audience = useSequenceRecipients(campaignId, recipient);
  const errors = showErrors ? draftErrors(drafts, { checkSubjects: true }) : [];

  const updateDraft = (key: string, update: (draft: DraftEmail) => DraftEmail) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? update(draft) : draft)));

  const actions: DraftActions = {
    change: (key, patch) => updateDraft(key, (draft) => ({ ...draft, ...patch })),
    remove: (index) => {
      const refused = validateRemoveStep(drafts.length);
      if (refused) toast.error(refused);
      else setDrafts((current) => removeDraft(current, index));
    },
    add: () => setDrafts((current) => appendDraft(current, editor)),
    attach: (key, attachment) =>
      updateDraft(key, (draft) =>
        draft.attachments.some((a) => a.id === attachment.id)
          ? draft
          : { ...draft, attachments: [...draft.attachments, attachment] },
      ),
    detach: (key, attachmentId) =>
      updateDraft(key, (draft) => ({ ...draft, attachments: draft.attachments.filter((a) => a.id !== attachmentId) })),
  };

  const preview = () => {
    const [first] = draftErrors(drafts, { checkSubjects: true });
    setShowErrors(true);
    if (first) {
      toast.error(first.message);
      return;
    }
    // Leaving step 2 saves the draft now rather than a second later.
    void autosave.flush();
    onStepChange(2);
    window.scrollTo?.({ top: 0 });
  };

  // Back: to the add-contact step when the user came from it; else one page back, but never out of the app (a direct
  // visit has no in-app history: then the campaign's page).
  const back = () =>
    leave(() => {
      if (editor === 'wizard') navigate(addContactUrl(paths, campaignId));
      else if (location.key === 'default') navigate(paths.campaign(campaignId));
      else navigate(-1);
    });

  return (
    <KeepPlaceBeforeConsent save={() => keepPlace?.({ step, settings, drafts })}>
      <div className="wizard">
        {step === 1 ? (
          <DraftStep
            campaignId={campaignId}
            settings={settings}
            onSettingsSaved={setSettings}
            drafts={drafts}
            errors={errors}
            actions={actions}
            onBack={back}
            onPreview={preview}
            saveStatus={autosave.status}
            names={audience.names}
          />
        ) : (
          <PreviewStep
            campaignId={campaignId}
            settings={settings}
            audience={audience}
            drafts={drafts}
            onEdit={() => onStepChange(1)}
            draftSaving={autosave.status === 'saving'}
            settleDraft={autosave.flush}
          />
        )}
      </div>
    </KeepPlaceBeforeConsent>
  );
}
