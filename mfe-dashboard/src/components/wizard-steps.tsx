import { useNavigate } from 'react-router-dom';
import { WIZARD_STEPS } from 'contracts';
import { StepIndicator } from 'shared-ui';
import { useDashboardPaths } from './dashboard-paths';
import { addContactUrl } from './wizard/wizard-location';

interface WizardStepsProps {
  current: 0 | 1 | 2;
  /** When set, step 1 opens the add-contact page for this campaign (`?campaignId=`). */
  campaignId?: number;
  /** Going back from Preview to Draft Email (step 2) stays on the page; the owner switches the view. */
  onDraftStep?: () => void;
}

/**
 * The three-step progress of the sequence wizard (spec §2). Only going back is allowed: step 1 opens the add-contact
 * page, step 2 is reachable from the preview when the page passes `onDraftStep`.
 */
export function WizardSteps({ current, campaignId, onDraftStep }: WizardStepsProps) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  return (
    <div className="db-wizard-steps">
      <StepIndicator
        steps={WIZARD_STEPS}
        current={current}
        canNavigateTo={(index) => (index === 0 && current > 0) || (index === 1 && current === 2 && Boolean(onDraftStep))}
        onStepClick={(index) => {
          if (index === 0) navigate(campaignId === undefined ? paths.newContact : addContactUrl(paths, campaignId));
          if (index === 1) onDraftStep?.();
        }}
      />
    </div>
  );
}
