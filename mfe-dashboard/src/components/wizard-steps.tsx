import { useNavigate } from 'react-router-dom';
import { WIZARD_STEPS } from 'contracts';
import { StepIndicator } from 'shared-ui';
import { useDashboardPaths } from './dashboard-paths';

/** The three-step progress of the sequence wizard; going back to step 1 opens the add-contact page (spec §2). */
export function WizardSteps({ current }: { current: 0 | 1 | 2 }) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  return (
    <div className="db-wizard-steps">
      <StepIndicator
        steps={WIZARD_STEPS}
        current={current}
        canNavigateTo={(index) => index === 0 && current > 0}
        onStepClick={(index) => {
          if (index === 0) navigate(paths.newContact);
        }}
      />
    </div>
  );
}
