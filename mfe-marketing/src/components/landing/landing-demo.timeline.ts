// The landing demo as a state machine on a timeline (product.md §4 'Landing demo: idle, finding email, email found,
// scheduling, sequence live'). Every transition sits at a fixed offset from the start, so the demo is driven by
// plain timers set all at once and a fake clock (jest, Playwright) can walk it. All its timings are here.
import { TIMINGS } from 'contracts';

export type DemoPhase = 'idle' | 'typing' | 'finding' | 'found' | 'scheduling' | 'live';

export interface DemoState {
  phase: DemoPhase;
  /** Characters of the sample LinkedIn URL typed so far. */
  typed: number;
  /** Confetti is falling (the first seconds of 'live'). */
  confetti: boolean;
}

export const DEMO_TIMINGS = {
  /** Typewriter speed of the sample URL (product.md §9: 15 ms per character). */
  typePerCharMs: TIMINGS.typewriterPerChar,
  /** From the last typed character to 'Find Email' pressing itself (2 s). */
  findEmailAfterMs: TIMINGS.demoFindEmailAfter,
  /** 'Finding email...' (1 s). */
  findingMs: TIMINGS.demoFindingEmail,
  /** Time to read the three sample cards before 'Schedule & Send' presses itself. Not in the spec. */
  readCardsMs: 2500,
  /** 'Scheduling...' (0.5 s). */
  schedulingMs: TIMINGS.demoScheduling,
  /** Confetti once the sequence is live (5 s). */
  confettiMs: TIMINGS.demoConfetti,
  /** A new confetti burst this often while it lasts. */
  confettiBurstEveryMs: 400,
} as const;

export const IDLE_STATE: DemoState = { phase: 'idle', typed: 0, confetti: false };

/** The end state, shown at once when the visitor prefers reduced motion: everything done, no confetti. */
export const finalDemoState = (urlLength: number): DemoState => ({ phase: 'live', typed: urlLength, confetti: false });

export interface DemoStep {
  /** Milliseconds after the demo starts. */
  atMs: number;
  state: DemoState;
}

/** Every state the demo passes through, in order, with when it is reached. */
export function buildDemoTimeline(urlLength: number, timings: typeof DEMO_TIMINGS = DEMO_TIMINGS): DemoStep[] {
  const steps: DemoStep[] = [];
  for (let typed = 0; typed <= urlLength; typed += 1) {
    steps.push({ atMs: typed * timings.typePerCharMs, state: { phase: 'typing', typed, confetti: false } });
  }
  let at = urlLength * timings.typePerCharMs;
  const push = (delayMs: number, phase: DemoPhase, confetti = false) => {
    at += delayMs;
    steps.push({ atMs: at, state: { phase, typed: urlLength, confetti } });
  };
  push(timings.findEmailAfterMs, 'finding');
  push(timings.findingMs, 'found');
  push(timings.readCardsMs, 'scheduling');
  push(timings.schedulingMs, 'live', true);
  push(timings.confettiMs, 'live', false);
  return steps;
}

/** When a phase is first reached (where a click on 'Find Email' or 'Schedule & Send' jumps to). */
export function phaseStartMs(timeline: readonly DemoStep[], phase: DemoPhase): number {
  const step = timeline.find((candidate) => candidate.state.phase === phase);
  if (!step) throw new Error(`the demo timeline has no '${phase}' phase`);
  return step.atMs;
}

/** The state at a moment of the timeline (idle before it starts). */
export function demoStateAt(timeline: readonly DemoStep[], elapsedMs: number): DemoState {
  let state = IDLE_STATE;
  for (const step of timeline) {
    if (step.atMs > elapsedMs) break;
    state = step.state;
  }
  return state;
}
