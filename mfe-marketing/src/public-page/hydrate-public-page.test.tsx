// The standalone public page as the browser gets it from the api: the prerendered markup in #root, the RuntimeConfig
// in a JSON block, and this entry hydrating it with React alone. Links inside the site move the page's own router;
// links out of it (sign in, the app) are left to the browser, which loads the shell's document.
import { AUTH_ROUTES, RUNTIME_CONFIG_ELEMENT_ID } from 'contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureEndpoints, getEndpoints, getPublicSite, resetPublicSite } from 'shared-ui/core';
import { prerenderPublicPage } from '../prerender';
import { hydratePublicPage } from './hydrate-public-page';

const DEFAULT_ENDPOINTS = { ...getEndpoints() };
let page: ReturnType<typeof hydratePublicPage>;

afterEach(() => {
  act(() => page?.dispose());
  page = undefined;
  document.body.innerHTML = '';
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  resetPublicSite();
  configureEndpoints(DEFAULT_ENDPOINTS);
  window.history.replaceState(null, '', '/');
});

function writeConfig(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

/** The api's page for `path`, hydrated by the standalone entry; what was painted and any hydration mismatch. */
async function openPage(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${prerenderPublicPage(path).html}</div>`;
  const painted = document.querySelector('main');
  const mismatches: unknown[] = [];
  await act(async () => {
    page = hydratePublicPage(document, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { painted, mismatches };
}

describe('the standalone public page', () => {
  it('hydrates the page in #root in place, without a mismatch (every page: prerender.test.tsx)', async () => {
    const { painted, mismatches } = await openPage('/pricing');
    expect(mismatches).toEqual([]);
    expect(document.querySelector('main')).toBe(painted);
  });

  it('moves between public pages with its own router, without loading a document', async () => {
    await openPage('/');
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pricing' }));
    expect(window.location.pathname).toBe('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: /pricing/i })).toBeInTheDocument();
  });

  it('leaves a link out of the site to the browser: not cancelled, the router does not move, the browser follows it', async () => {
    await openPage('/pricing');
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', AUTH_ROUTES.login);
    // jsdom follows a link as a browser does, a moment later, but reports that it cannot load another document.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      let notCancelled = false;
      act(() => {
        notCancelled = login.dispatchEvent(click);
      });
      expect(notCancelled).toBe(true);
      expect(window.location.pathname).toBe('/pricing');
      await waitFor(() => expect(String(reported.mock.calls[0]?.[0])).toContain('Not implemented: navigation'));
    } finally {
      reported.mockRestore();
    }
    expect(screen.getByRole('heading', { level: 1, name: /pricing/i })).toBeInTheDocument();
  });

  it("takes the api's paths and the walkthrough video from the page before the first render", async () => {
    writeConfig(
      JSON.stringify({ graphqlUrl: '/api-v2/graphql', authUrl: '/auth-v2', demoVideoUrl: 'https://videos.example/walkthrough' }),
    );
    await openPage('/demo');
    expect(getEndpoints()).toEqual({ graphqlUrl: '/api-v2/graphql', authUrl: '/auth-v2' });
    expect(getPublicSite().demoVideoUrl).toBe('https://videos.example/walkthrough');
  });

  it('keeps the defaults and shows no video when the settings are missing, broken or unsafe', async () => {
    for (const text of ['{not json', 'null', JSON.stringify({ demoVideoUrl: 'http://videos.example/clip', authUrl: 7 })]) {
      writeConfig(text);
      await openPage('/demo');
      expect({ text, endpoints: getEndpoints(), video: getPublicSite().demoVideoUrl }).toEqual({
        text,
        endpoints: DEFAULT_ENDPOINTS,
        video: null,
      });
      act(() => page?.dispose());
      page = undefined;
      document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    }
  });
});
