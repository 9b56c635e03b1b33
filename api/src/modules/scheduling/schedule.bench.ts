// Benchmark, not a test: how many 3-email schedules planSequence computes per second on random inputs (zones of the
// campaign form, start instants over 2024-2030, delays 1-30, weekend switch), for about 2 seconds.
// Run: cd /work/main && npx tsx api/src/modules/scheduling/schedule.bench.ts
import './holiday-calendar.registration';
import { TIMEZONES, sendPolicyOf } from 'contracts';
import { planSequence, type PlanSequenceInput } from 'contracts/schedule';

const DURATION_MS = 2_000;
const INPUT_COUNT = 4_096;

/** Seeded generator (mulberry32), so runs are comparable. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomInputs(count: number): PlanSequenceInput[] {
  const random = seededRandom(20_240_614);
  const from = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2030, 0, 1) - from;
  const delay = () => 1 + Math.floor(random() * 30);
  return Array.from({ length: count }, () => ({
    startAt: new Date(from + Math.floor(random() * span)),
    policy: sendPolicyOf({ zone: TIMEZONES[Math.floor(random() * TIMEZONES.length)]!.value, excludeWeekends: random() < 0.5 }),
    delays: [0, delay(), delay()],
  }));
}

const inputs = randomInputs(INPUT_COUNT);
let computed = 0;
const startedAt = performance.now();
let elapsed = 0;
while (elapsed < DURATION_MS) {
  planSequence(inputs[computed % INPUT_COUNT]!);
  computed += 1;
  elapsed = performance.now() - startedAt;
}
const perSecond = Math.round((computed / elapsed) * 1000);
console.log(`planSequence (3 emails): ${perSecond} schedules/s (${computed} in ${(elapsed / 1000).toFixed(2)} s)`);
