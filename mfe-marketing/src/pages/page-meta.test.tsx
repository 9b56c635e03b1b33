// Every public page says what it is to search engines and link previews (<meta name="description">), and only the
// home pages ('/' and '/home2', product.md §2) ask not to be indexed.
import { PAGE_DESCRIPTIONS, type PageKey } from '../data/page-descriptions';
import { descriptionContent, renderSite, robotsContent } from '../testing/render-site';

const ROUTES: ReadonlyArray<readonly [string, PageKey, boolean]> = [
  ['/', 'landing', true],
  ['/home2', 'home2', true],
  ['/pricing', 'pricing', false],
  ['/about', 'about', false],
  ['/privacy', 'privacy', false],
  ['/terms', 'terms', false],
  ['/contact', 'contact', false],
  ['/cold-email-strategy-job-search', 'coldEmailStrategy', false],
  ['/demo', 'demo', false],
];

const SHELL_DEFAULT = 'The shell default description from index.html';

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'description');
  meta.setAttribute('content', SHELL_DEFAULT);
  document.head.appendChild(meta);
});
afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

describe('public page meta', () => {
  it.each(ROUTES)('%s has its own description (and noindex: %s)', (path, key, noindex) => {
    const page = renderSite(path);
    expect(descriptionContent()).toBe(PAGE_DESCRIPTIONS[key]);
    expect(robotsContent()).toBe(noindex ? 'noindex,nofollow' : null);
    page.unmount();
    expect(descriptionContent()).toBe(SHELL_DEFAULT);
  });

  it('gives every page a different description of search-result length', () => {
    const texts = Object.values(PAGE_DESCRIPTIONS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length).toBeGreaterThanOrEqual(70);
      expect(text.length).toBeLessThanOrEqual(170);
    }
    expect(Object.keys(PAGE_DESCRIPTIONS)).toHaveLength(ROUTES.length);
  });
});
