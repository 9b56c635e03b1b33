import { Steps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { WIZARD_STEPS } from 'contracts';
import type { StepState } from 'shared-ui';
import { useDashboardPaths } from './dashboard-paths';
import { addContactUrl } from './wizard-location';

interface WizardStepsProps {
  current: 0 | 1 | 2;
  /**
   * Which steps are really done (by index); a step before `current` shows a tick only when it is, e.g. 'Add Contact'
   * stays open while the campaign has no contact. Defaults to every step before `current`.
   */
  done?: readonly boolean[];
  /** When set, step 1 opens the add-contact page for this campaign (`?campaignId=`). */
  campaignId?: number;
  /** Going back from Preview to Draft Email (step 2) stays on the page; the owner switches the view. */
  onDraftStep?: () => void;
}

const ANTD_STATUS = { completed: 'finish', active: 'process', upcoming: 'wait' } as const;

/**
 * The three-step progress of the sequence wizard (product.md §2), showing the true state of each step. Only going back is
 * allowed: step 1 opens the add-contact page, step 2 is reachable from the preview when the page passes `onDraftStep`.
 */
export function WizardSteps({ current, done, campaignId, onDraftStep }: WizardStepsProps) {
  const paths = useDashboardPaths();
  const navigate = useNavigate();
  const stateOf = (index: number): StepState => {
    if (index === current) return 'active';
    return index < current && (done?.[index] ?? true) ? 'completed' : 'upcoming';
  };
  const clickable = (index: number) => (index === 0 && current > 0) || (index === 1 && current === 2 && Boolean(onDraftStep));
  return (
    <div className="db-wizard-steps">
      <Steps
        current={current}
        aria-label="Progress"
        onChange={(index) => {
          if (!clickable(index)) return;
          if (index === 0) navigate(campaignId === undefined ? paths.newContact : addContactUrl(paths, campaignId));
          if (index === 1) onDraftStep?.();
        }}
        items={WIZARD_STEPS.map((title, index) => {
          const state = stateOf(index);
          return {
            title,
            status: ANTD_STATUS[state],
            disabled: !clickable(index),
            'data-state': state,
            'aria-current': state === 'active' ? ('step' as const) : undefined,
          };
        })}
      />
    </div>
  );
}
