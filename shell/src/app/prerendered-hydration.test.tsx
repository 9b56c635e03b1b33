// A public page arrives prerendered inside #root (mfe-marketing/src/prerender.tsx renders it, the api puts it in the
// shell's index.html) and bootstrap.tsx hydrates it: the shell's tree above the marketing remote must add no element
// and exactly one Suspense boundary, or React throws the painted page away and renders it again.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import type { RemoteAppModule, RemoteAppProps } from '../remotes/remote-app';
import { LocationProbe } from '../testing/render-shell';
import { ShellRoot } from './shell-root';

/** Stands in for the marketing remote's App. */
function PublicSite({ basePath }: RemoteAppProps) {
  return (
    <div className="site">
      <h1>Simple, transparent pricing</h1>
      <Link to={`${basePath}about`}>About us</Link>
      <LocationProbe />
    </div>
  );
}

/** The page as the marketing build prerenders it: root catch-all route, one Suspense boundary, basePath '/'. */
function prerender(path: string): string {
  return renderToString(
    <StaticRouter location={path}>
      <Routes>
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <PublicSite basePath="/" />
            </Suspense>
          }
        />
      </Routes>
    </StaticRouter>,
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('a prerendered public page', () => {
  it('stays on screen while the remote loads and is hydrated in place, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = prerender('/pricing');
    document.body.append(container);
    const painted = screen.getByRole('heading', { name: 'Simple, transparent pricing' });

    let deliverRemote: (module: RemoteAppModule) => void = () => undefined;
    const remoteLoaded = new Promise<RemoteAppModule>((resolve) => (deliverRemote = resolve));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <MemoryRouter initialEntries={['/pricing']}>
            <ShellRoot loadRemoteApp={() => remoteLoaded} />
          </MemoryRouter>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    // The remote is still loading: the painted page, not 'Loading...'.
    expect(screen.getByRole('heading', { name: 'Simple, transparent pricing' })).toBe(painted);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();

    await act(async () => deliverRemote({ default: PublicSite }));
    expect(screen.getByRole('heading', { name: 'Simple, transparent pricing' })).toBe(painted);
    expect(mismatches).toEqual([]);

    // Hydrated: its links route inside the app.
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/about$/);
  });
});
