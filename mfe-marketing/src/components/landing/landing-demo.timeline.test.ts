// The demo's schedule against the spec's timings (§9: typewriter 15 ms per character; find email after 2 s,
// 'Finding email...' 1 s, 'Scheduling...' 0.5 s, confetti 5 s).
import { buildDemoTimeline, demoStateAt, IDLE_STATE, phaseStartMs } from './landing-demo.timeline';

describe('landing demo timeline', () => {
  const urlLength = 40;
  const timeline = buildDemoTimeline(urlLength);
  const typed = urlLength * 15;

  it('goes idle -> typing -> finding -> found -> scheduling -> live at the spec timings', () => {
    expect(demoStateAt(timeline, -1)).toEqual(IDLE_STATE);
    expect(demoStateAt(timeline, 0)).toEqual({ phase: 'typing', typed: 0, confetti: false });
    expect(demoStateAt(timeline, 150)).toEqual({ phase: 'typing', typed: 10, confetti: false });
    expect(phaseStartMs(timeline, 'finding')).toBe(typed + 2000);
    expect(phaseStartMs(timeline, 'found')).toBe(typed + 3000);
    expect(phaseStartMs(timeline, 'scheduling')).toBe(typed + 5500);
    expect(phaseStartMs(timeline, 'live')).toBe(typed + 6000);
    expect(demoStateAt(timeline, typed + 6000)).toEqual({ phase: 'live', typed: urlLength, confetti: true });
    expect(demoStateAt(timeline, typed + 10_999).confetti).toBe(true);
    expect(demoStateAt(timeline, typed + 11_000)).toEqual({ phase: 'live', typed: urlLength, confetti: false });
  });

  it('never goes back to an earlier phase', () => {
    const order = ['typing', 'finding', 'found', 'scheduling', 'live'];
    const phases = timeline.map((step) => order.indexOf(step.state.phase));
    expect(phases).toEqual([...phases].sort((a, b) => a - b));
    expect(timeline.map((step) => step.atMs)).toEqual([...timeline.map((step) => step.atMs)].sort((a, b) => a - b));
  });
});
