// axe-core (through @axe-core/playwright) on each page once it has rendered, in Debian's Chromium at a desktop
// size (Lighthouse's accessibility category already runs axe at its phone size), with the bench user's cookie.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lighthouse.runner';

export interface AxeViolation {
  id: string;
  impact: string;
  nodes: number;
  /** CSS targets of the first few offending nodes, enough to find them. */
  targets: string[];
}

export interface AxeResult {
  seriousOrCritical: number;
  violations: AxeViolation[];
}

export async function openAxeBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
}

/** Loads `url`, waits until the remote has rendered (network idle, no 'Loading...'), and runs axe. */
export async function runAxe(browser: Browser, url: string, cookie?: { name: string; value: string }): Promise<AxeResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByText('Loading...', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
    return {
      seriousOrCritical: found.filter((v) => v.impact === 'serious' || v.impact === 'critical').length,
      violations: found,
    };
  } finally {
    await context.close();
  }
}
