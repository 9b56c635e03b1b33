import { Steps } from 'antd';

export type StepState = 'completed' | 'active' | 'upcoming';

export interface StepIndicatorProps {
  /** Step titles in order, e.g. WIZARD_STEPS from contracts. */
  steps: readonly string[];
  /** Index of the active step (0-based); earlier steps are completed, later ones upcoming. */
  current: number;
  /** Whether the user may jump to a step; steps are clickable only when this says so. */
  canNavigateTo?: (index: number) => boolean;
  onStepClick?: (index: number) => void;
}

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'completed';
  return index === current ? 'active' : 'upcoming';
}

const ANTD_STATUS = { completed: 'finish', active: 'process', upcoming: 'wait' } as const;

/** Numbered progress of a multi-step flow (the sequence wizard: Add Contact, Draft Email, Preview and Start). */
export function StepIndicator({ steps, current, canNavigateTo, onStepClick }: StepIndicatorProps) {
  const clickable = (index: number) => Boolean(onStepClick) && index !== current && (canNavigateTo?.(index) ?? false);
  return (
    <Steps
      current={current}
      aria-label="Progress"
      onChange={(index) => {
        if (clickable(index)) onStepClick?.(index);
      }}
      items={steps.map((title, index) => {
        const state = stepState(index, current);
        return {
          title,
          status: ANTD_STATUS[state],
          disabled: !clickable(index),
          'data-state': state,
          'aria-current': state === 'active' ? ('step' as const) : undefined,
        };
      })}
    />
  );
}
