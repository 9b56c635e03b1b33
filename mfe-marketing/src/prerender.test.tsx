// The public pages are prerendered at build time and hydrated in the browser: each must carry its own head (title,
// description, noindex for the home pages), and hydrate without a mismatch, whatever the visitor's settings.
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { configurePublicSite, resetPublicSite } from 'shared-ui/core';
import { DEMO_TEXT } from './data/landing-demo-content';
import { PAGE_DESCRIPTIONS } from './data/page-descriptions';
import { prerenderPublicPage, PRERENDERED_PATHS } from './prerender';
import { PublicPage } from './public-page/hydrate-public-page';

const HEADS = {
  '/': {
    title: 'Email Follow-Up Agent for Job Seekers | Follow-Up Agent',
    description: PAGE_DESCRIPTIONS.landing,
    noindex: true,
  },
  '/home2': {
    title: 'Email Follow-Up Agent for Job Seekers | Follow-Up Agent',
    description: PAGE_DESCRIPTIONS.home2,
    noindex: true,
  },
  '/pricing': { title: 'Pricing | Follow-Up Agent', description: PAGE_DESCRIPTIONS.pricing },
  '/about': { title: 'About | Follow-Up Agent', description: PAGE_DESCRIPTIONS.about },
  '/privacy': { title: 'Privacy Policy | Follow-Up Agent', description: PAGE_DESCRIPTIONS.privacy },
  '/terms': { title: 'Terms of Service | Follow-Up Agent', description: PAGE_DESCRIPTIONS.terms },
  '/contact': { title: 'Contact | Follow-Up Agent', description: PAGE_DESCRIPTIONS.contact },
  '/cold-email-strategy-job-search': {
    title: 'The Cold Email Strategy That Gets Job Seekers Replies | Follow-Up Agent',
    description: PAGE_DESCRIPTIONS.coldEmailStrategy,
  },
  '/demo': { title: 'Live Demo | Follow-Up Agent', description: PAGE_DESCRIPTIONS.demo },
} as const;

function setReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: reduce && query.includes('reduce') });
  return () => (window.matchMedia = original);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetPublicSite();
  window.history.replaceState(null, '', '/');
});

/** Puts the prerendered page in the document and hydrates it as the standalone page does (public-page/). */
async function hydrate(path: string, html = prerenderPublicPage(path).html) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const painted = container.querySelector('main');
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <PublicPage />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { container, painted, mismatches };
}

describe('prerendered public pages', () => {
  it('prerenders every public path of product.md §2', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(Object.keys(HEADS).sort());
  });

  it.each(Object.entries(HEADS))('%s carries its own title, description and robots', (path, head) => {
    const page = prerenderPublicPage(path);
    expect(page.title).toBe(head.title);
    expect(page.description).toBe(head.description);
    expect(page.noindex ?? false).toBe('noindex' in head);
    expect(page.html).toContain('<main');
  });

  it.each([...PRERENDERED_PATHS])('%s hydrates in place without a mismatch', async (path) => {
    const { container, painted, mismatches } = await hydrate(path);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('main')).toBe(painted);
  });

  it('shows a configured walkthrough video once hydrated (the prerendered page has none)', async () => {
    const built = prerenderPublicPage('/').html;
    configurePublicSite({ demoVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const { mismatches } = await hydrate('/', built);
    expect(mismatches).toEqual([]);
    expect(screen.getByTitle('Product walkthrough')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });

  it('shows the finished demo to a visitor who prefers reduced motion, after hydrating the idle one', async () => {
    const built = prerenderPublicPage('/').html;
    const restore = setReducedMotion(true);
    try {
      const { mismatches } = await hydrate('/', built);
      expect(mismatches).toEqual([]);
      expect(screen.getByRole('list', { name: DEMO_TEXT.live })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: DEMO_TEXT.replay })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
