// The template writer on hostile text (the probe that once froze the api: 120 KB of '[' as the role, 40 KB about-me
// texts), and at the api's bounds. Printed, nothing asserted: `npx tsx api/bench/hostile-drafts.bench.ts`.
import { TEXT_LIMITS } from 'contracts';
import { draftFromTemplate } from '../src/modules/reply-engine/template.writer';

const log = (line: string) => process.stdout.write(`${line}\n`);
const fill = (length: number, head: string, unit: string) => (head + unit.repeat(length)).slice(0, length);
const ROLE = 'Frontend Engineer at Acme';

const CASES: Array<[name: string, jobRole: string, aboutMe: string | null]> = [
  ["role: '[' x 120 KB", '['.repeat(120_000), null],
  ["role: '[' at the bound", '['.repeat(TEXT_LIMITS.jobRole), null],
  ["role: 'at at' x 120 KB", fill(120_000, '', 'at '), null],
  ['about-me: digits x 40 KB', ROLE, '7'.repeat(40_000)],
  ['about-me: a number then 40 KB of spaces', ROLE, fill(40_000, '5', ' ')],
  ["about-me: 'at at' x 40 KB", ROLE, fill(40_000, '', 'at ')],
  ['about-me: one 40 KB word', ROLE, 'w'.repeat(40_000)],
  ['about-me: a verb before 40 KB of digits', ROLE, `I cut ${'1'.repeat(40_000)}`],
  ['about-me: dots and spaces x 40 KB', ROLE, fill(40_000, '', '. ')],
  ['about-me: digits at the bound', ROLE, '7'.repeat(TEXT_LIMITS.aboutMe)],
];

for (const [name, jobRole, aboutMe] of CASES) {
  const started = performance.now();
  const runs = 5;
  for (let i = 0; i < runs; i++)
    draftFromTemplate({ hiringManagerName: 'Dana', jobRole, aboutMe, resumeText: aboutMe, seed: `u${i}` });
  log(`${name.padEnd(45)} ${((performance.now() - started) / runs).toFixed(1)} ms a draft`);
}
