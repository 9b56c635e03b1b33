// `npm run bench:web`: Lighthouse (mobile, default config) and axe on the production build, served as `npm start`
// serves it. Builds nothing: run `npm run build` first. BENCH_WEB_RUNS Lighthouse runs per page (default 3, median);
// BENCH_WEB_PORT moves the app (default 8290); BENCH_WEB_REPORTS=<dir> keeps the whole Lighthouse reports. Prints the table and writes bench/results/web.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openAxeBrowser, runAxe, type AxeResult } from './axe.runner';
import { createBenchSequence, signUpBenchUser, type SessionCookie } from './bench-account';
import { runLighthouse, type LighthouseRun } from './lighthouse.runner';
import { startProductionApp } from './web-app.process';
import { BENCH_PAGES, COMMON_GOALS, NOINDEX_PATHS, type BenchPage } from './web-pages.constants';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8290);
/** Only these pages (comma-separated paths), for a quick look at one page while working on it. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim());
const repoRoot = path.resolve(__dirname, '..', '..');
const log = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

interface PageResult {
  path: string;
  perf: number;
  lcpMs: number;
  jsGzipKB: number;
  jsTransferKB: number;
  a11y: number;
  bp: number;
  seo: number;
  axeSeriousOrCritical: number;
  /** Goals of issue 16 this page misses (empty when all are met). */
  missedGoals: string[];
  axe: AxeResult;
  /** The failing audits of the median-performance run. */
  failedAudits: Record<string, string[]>;
  scripts: LighthouseRun['scripts'];
  runs: Array<Omit<LighthouseRun, 'scripts' | 'failedAudits'>>;
}

function missedGoals(page: BenchPage, result: Omit<PageResult, 'missedGoals'>): string[] {
  const missed: string[] = [];
  const { goals } = page;
  if (result.perf < goals.perf) missed.push(`perf ${result.perf} < ${goals.perf}`);
  if (goals.lcpMs && result.lcpMs > goals.lcpMs) missed.push(`LCP ${result.lcpMs} ms > ${goals.lcpMs}`);
  if (goals.jsGzipKB && result.jsGzipKB > goals.jsGzipKB) missed.push(`JS ${result.jsGzipKB} KB > ${goals.jsGzipKB}`);
  if (result.a11y < COMMON_GOALS.a11y) missed.push(`a11y ${result.a11y} < ${COMMON_GOALS.a11y}`);
  if (result.bp < COMMON_GOALS.bp) missed.push(`BP ${result.bp} < ${COMMON_GOALS.bp}`);
  if (!NOINDEX_PATHS.includes(page.path) && result.seo < COMMON_GOALS.seo) missed.push(`SEO ${result.seo} < ${COMMON_GOALS.seo}`);
  if (result.axeSeriousOrCritical > 0) missed.push(`${result.axeSeriousOrCritical} serious/critical axe rule(s)`);
  return missed;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is run again. */
async function withRetries<T>(run: () => Promise<T>, label: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  ${label} failed (${(error as Error).message.split('\n').at(-2) ?? 'error'}), running it again`);
    }
  }
}

async function measurePage(origin: string, page: BenchPage, session: SessionCookie, axe: AxeResult): Promise<PageResult> {
  const url = `${origin}${page.path}`;
  const cookie = page.signedIn ? `${session.name}=${session.value}` : undefined;
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await withRetries(() => runLighthouse(url, cookie), `${page.path} run ${i + 1}`);
    log(`  ${page.path} run ${i + 1}/${RUNS}: perf ${run.perf}, LCP ${run.lcpMs} ms, JS ${kb(run.jsGzipBytes)} KB gzip`);
    runs.push(run);
  }
  const medianRun = [...runs].sort((a, b) => a.perf - b.perf)[Math.floor(runs.length / 2)]!;
  const partial = {
    path: page.path,
    perf: median(runs.map((run) => run.perf)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    jsGzipKB: kb(median(runs.map((run) => run.jsGzipBytes))),
    jsTransferKB: kb(median(runs.map((run) => run.jsTransferBytes))),
    a11y: median(runs.map((run) => run.a11y)),
    bp: median(runs.map((run) => run.bp)),
    seo: median(runs.map((run) => run.seo)),
    axeSeriousOrCritical: axe.seriousOrCritical,
    axe,
    failedAudits: medianRun.failedAudits,
    scripts: medianRun.scripts,
    runs: runs.map(({ scripts: _scripts, failedAudits: _failed, ...figures }) => figures),
  };
  return { ...partial, missedGoals: missedGoals(page, partial) };
}

function printTable(results: PageResult[]): void {
  const header = ['page', 'perf', 'LCP', 'JS gzip', 'a11y', 'BP', 'SEO', 'axe serious+critical'];
  const rows = results.map((r) => [
    r.path,
    String(r.perf),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.jsGzipKB)} KB`,
    String(r.a11y),
    String(r.bp),
    String(r.seo),
    String(r.axeSeriousOrCritical),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
  for (const result of results) {
    if (result.missedGoals.length) log(`${result.path} misses: ${result.missedGoals.join('; ')}`);
  }
}

async function main(): Promise<void> {
  const pages = BENCH_PAGES.filter((page) => !ONLY || ONLY.includes(page.path));
  log(`bench:web: ${pages.length} pages, ${RUNS} Lighthouse run(s) each, app on port ${PORT} (the build in */dist)`);
  const app = await startProductionApp(repoRoot, PORT);
  const browser = await openAxeBrowser();
  const results: PageResult[] = [];
  try {
    const session = await signUpBenchUser(app.origin);
    await createBenchSequence(app.origin, session);
    for (const page of pages) {
      const axe = await runAxe(browser, `${app.origin}${page.path}`, page.signedIn ? session : undefined);
      results.push(await measurePage(app.origin, page, session, axe));
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  printTable(results);
  const out = path.join(repoRoot, 'bench', 'results', 'web.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), runsPerPage: RUNS, pages: results }, null, 2)}\n`);
  log(`wrote ${path.relative(repoRoot, out)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:web failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
