// Plays the landing demo's timeline (landing-demo.timeline.ts): on start every transition is set as its own timer,
// so the whole run is known up front and a fake clock can fast-forward through it. Clicking 'Find Email' or
// 'Schedule & Send' jumps ahead by replaying the rest of the timeline from that phase.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  buildDemoTimeline,
  demoStateAt,
  finalDemoState,
  IDLE_STATE,
  phaseStartMs,
  type DemoState,
} from './landing-demo.timeline';

export interface LandingDemo {
  state: DemoState;
  /** Starts the run from the beginning; ignored once the demo has started (it is scrolled into view only once). */
  start(): void;
  findEmailNow(): void;
  scheduleNow(): void;
  replay(): void;
  /** The end state at once, without animation (reduced motion). */
  showFinal(): void;
}

/** `finished`: start in the end state (reduced motion), so not even the first paint shows the idle demo. */
export function useLandingDemo(urlLength: number, finished = false): LandingDemo {
  const timeline = useMemo(() => buildDemoTimeline(urlLength), [urlLength]);
  const [state, setState] = useState<DemoState>(() => (finished ? finalDemoState(urlLength) : IDLE_STATE));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const started = useRef(finished);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);

  const playFrom = useCallback(
    (offsetMs: number) => {
      clearTimers();
      started.current = true;
      setState(demoStateAt(timeline, offsetMs));
      for (const step of timeline) {
        if (step.atMs > offsetMs) timers.current.push(setTimeout(() => setState(step.state), step.atMs - offsetMs));
      }
    },
    [timeline, clearTimers],
  );

  useEffect(() => clearTimers, [clearTimers]);

  const start = useCallback(() => {
    if (!started.current) playFrom(0);
  }, [playFrom]);
  const findEmailNow = useCallback(() => playFrom(phaseStartMs(timeline, 'finding')), [playFrom, timeline]);
  const scheduleNow = useCallback(() => playFrom(phaseStartMs(timeline, 'scheduling')), [playFrom, timeline]);
  const replay = useCallback(() => playFrom(0), [playFrom]);
  const showFinal = useCallback(() => {
    clearTimers();
    started.current = true;
    setState(finalDemoState(urlLength));
  }, [clearTimers, urlLength]);

  return { state, start, findEmailNow, scheduleNow, replay, showFinal };
}
