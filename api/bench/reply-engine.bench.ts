// The Reply Engine's drafting time (part of `npm run bench`; printed, nothing asserted; bench/results/reply-engine.json):
//   template: text extraction of a 2-page PDF resume + the template writer, per call, over 200 calls
//   llm     : the LLM writer against the devstack OpenAI-compatible stand-in answering after BENCH_LLM_LATENCY_MS;
//             the overhead is what the writer adds beyond the stand-in's own latency (prompt, SDK, zod check)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLlmStandIn } from 'devstack/llm';
import { findRepositoryRoot } from '../src/config/config';
import { createLogger } from '../src/logging/logger';
import { extractResumeText } from '../src/modules/attachment/resume-text.extractor';
import { draftJobEmails, LlmEmailWriter, TemplateEmailWriter } from '../src/modules/reply-engine';
import { buildPdf } from '../testkit/fixtures/pdf-file.fixture';
import { percentile, round } from './bench-stats';

const CALLS = Number(process.env.BENCH_DRAFT_CALLS ?? 200);
const LLM_LATENCY_MS = Number(process.env.BENCH_LLM_LATENCY_MS ?? 50);
const log = (line: string) => process.stdout.write(`${line}\n`);

const RESUME = buildPdf([
  [
    'Jordan Lee',
    'Senior Backend Engineer',
    '9 years of Go, PostgreSQL and Kubernetes.',
    'Reduced API latency by 35% at Initech.',
  ],
  ['Led a team of 6 engineers.', 'Cut cloud costs by 20% in 2024.', 'B.Sc. Computer Science, 2015.'],
]);
const input = (i: number) => ({
  hiringManagerName: 'Dana',
  jobRole: 'Staff Engineer at Globex',
  seed: `user-${i}`,
});

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    maxMs: round(sorted.at(-1)!, 2),
  };
};

async function main() {
  const template = new TemplateEmailWriter();
  const templateTimes: number[] = [];
  for (let i = 0; i < CALLS + 10; i++) {
    const started = performance.now();
    const text = await extractResumeText(RESUME, { contentType: 'application/pdf', fileName: 'resume.pdf' });
    if (!text.ok) throw new Error(`extraction failed: ${text.reason}`);
    await draftJobEmails(template, { ...input(i), resumeText: text.text });
    if (i >= 10) templateTimes.push(performance.now() - started); // the first ten warm the code up
  }
  const templateFigures = stats(templateTimes);
  log(`template writer incl. 2-page PDF extraction: ${JSON.stringify(templateFigures)}`);

  const llm = await startLlmStandIn({ port: 0 });
  // Every answer after LLM_LATENCY_MS: the stand-in's 'slow' mode answers valid drafts after a delay.
  llm.next({ mode: 'slow', delayMs: LLM_LATENCY_MS, count: CALLS + 10 });
  const logger = createLogger({ level: 'silent' });
  const writer = new LlmEmailWriter({
    baseUrl: llm.baseUrl,
    apiKey: 'bench',
    model: 'devstack-writer',
    timeoutMs: 10_000,
    logger,
    fallback: template,
  });
  const llmTimes: number[] = [];
  let fallbacks = 0;
  try {
    for (let i = 0; i < CALLS + 10; i++) {
      const outcome = await draftJobEmails(writer, {
        ...input(i),
        aboutMe: '9 years of Go and PostgreSQL; reduced API latency by 35%.',
      });
      if (outcome.source !== 'llm') fallbacks += 1;
      if (i >= 10) llmTimes.push(outcome.elapsedMs);
    }
  } finally {
    await llm.close();
  }
  const llmFigures = { ...stats(llmTimes), standInLatencyMs: LLM_LATENCY_MS, fallbacks };
  const overhead = { p50Ms: round(llmFigures.p50Ms - LLM_LATENCY_MS, 2), p95Ms: round(llmFigures.p95Ms - LLM_LATENCY_MS, 2) };
  log(`llm writer against the stand-in: ${JSON.stringify(llmFigures)}; overhead beyond the stand-in ${JSON.stringify(overhead)}`);
  const root = findRepositoryRoot();
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const result = { at: new Date().toISOString(), template: templateFigures, llm: { ...llmFigures, overhead } };
  writeFileSync(path.join(root, 'bench/results/reply-engine.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
