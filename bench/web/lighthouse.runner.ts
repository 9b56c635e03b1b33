// One Lighthouse run (12.8, default mobile config: simulated slow 4G and 4x CPU) of one page in Debian's Chromium,
// reduced to the figures of the bench table, plus the JavaScript the page fetched counted as gzip bytes. Lighthouse
// runs as its own CLI process: under tsx its page functions would be serialized with esbuild's `__name` helper.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the Playwright config uses (architecture brief: no downloads, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  perf: number;
  lcpMs: number;
  a11y: number;
  bp: number;
  seo: number;
  /** Every script the page loaded, as the server sends it with Accept-Encoding: gzip. */
  jsGzipBytes: number;
  /** What the scripts cost on the wire in this run (Chromium asks for br). */
  jsTransferBytes: number;
  scripts: Array<{ url: string; gzipBytes: number }>;
  /** Audits under 100% in the accessibility, best-practices and SEO categories (what to fix). */
  failedAudits: Record<string, string[]>;
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Bytes of the body the server sends for `url` when only gzip is accepted (node's http does not decode it). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

interface NetworkEvent {
  method: string;
  params: { requestId?: string; type?: string; response?: { url: string }; encodedDataLength?: number };
}

/** Script responses from the run's network log (Lighthouse's network records), with their transfer size. */
function scriptRequests(devtoolsLog: NetworkEvent[]): Array<{ url: string; transferBytes: number }> {
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.responseReceived' && params.type === 'Script' && params.requestId && params.response) {
      urls.set(params.requestId, params.response.url);
    }
    if (method === 'Network.loadingFinished' && params.requestId) sizes.set(params.requestId, params.encodedDataLength ?? 0);
  }
  return [...urls].map(([id, url]) => ({ url, transferBytes: sizes.get(id) ?? 0 }));
}

/** Per category, the audits that cost points: metrics under 90 in performance, anything under 100 elsewhere. */
function failedAudits(lhr: Result): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const id of CATEGORIES) {
    const passMark = id === 'performance' ? 0.9 : 1;
    failed[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit?.score !== null && audit?.score !== undefined && audit.score < passMark;
      })
      .map((ref) => ref.id);
  }
  return failed;
}

/** BENCH_WEB_REPORTS=<dir> keeps each whole Lighthouse report there (request chains, LCP breakdown) to study. */
function keepReport(report: string, url: string): void {
  const dir = process.env.BENCH_WEB_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  copyFileSync(report, path.join(dir, `${name}-${Date.now()}.json`));
}

const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/** Runs Lighthouse once against `url` in a fresh Chromium; `cookie` (name=value) signs the page in. */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-web-lh-'));
  try {
    const report = path.join(dir, 'report.json');
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        // Also writes report-0.devtoolslog.json: the run's network records.
        '--save-assets',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as Result;
    keepReport(report, url);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const devtoolsLog = JSON.parse(readFileSync(path.join(dir, 'report-0.devtoolslog.json'), 'utf8')) as NetworkEvent[];
    const requests = scriptRequests(devtoolsLog);
    const scripts = await Promise.all(requests.map(async ({ url }) => ({ url, gzipBytes: await gzipBytes(url) })));
    return {
      perf: score(lhr, 'performance'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      a11y: score(lhr, 'accessibility'),
      bp: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      jsTransferBytes: requests.reduce((sum, script) => sum + script.transferBytes, 0),
      scripts,
      failedAudits: failedAudits(lhr),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
