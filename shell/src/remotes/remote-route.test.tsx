import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { REMOTE_ERROR_MESSAGE } from 'shared-ui/core';
import type { RemoteAppLoader } from './remote-app';
import { RemoteLoaderContext } from './remote-loader-context';
import { preloadRemoteApp, preloadRemoteRoute, RemoteRoute } from './remote-route';
import { remoteUnavailableModule } from './remote-unavailable';

function renderRemote(loader: RemoteAppLoader) {
  return render(
    <MemoryRouter>
      <RemoteLoaderContext.Provider value={loader}>
        <p>shell header</p>
        <RemoteRoute remote="dashboard" basePath="/dashboard" />
      </RemoteLoaderContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it("shows 'Loading...' then the remote's App with its basePath", async () => {
    const loader: RemoteAppLoader = async () => ({ default: ({ basePath }) => <p>remote at {basePath}</p> });
    renderRemote(loader);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('remote at /dashboard')).toBeInTheDocument();
  });

  it('keeps the shell and offers Retry when the remote throws while rendering', async () => {
    let broken = true;
    function FlakyRemote() {
      if (broken) throw new Error('remote crashed');
      return <p>remote recovered</p>;
    }
    renderRemote(async () => ({ default: FlakyRemote }));

    expect(await screen.findByText(REMOTE_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('shell header')).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote recovered')).toBeInTheDocument();
  });

  it("keeps the remote's other pages: a move away from the page that threw draws the next one", async () => {
    function RemoteWithOneBrokenPage() {
      const { pathname } = useLocation();
      if (pathname === '/dashboard/billing') throw new Error('billing crashed');
      return <p>remote page at {pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/dashboard/billing']}>
        <RemoteLoaderContext.Provider value={async () => ({ default: RemoteWithOneBrokenPage })}>
          <Link to="/dashboard/campaigns">Sequences</Link>
          <RemoteRoute remote="dashboard" basePath="/dashboard" />
        </RemoteLoaderContext.Provider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(REMOTE_ERROR_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sequences' }));
    expect(await screen.findByText('remote page at /dashboard/campaigns')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it again', async () => {
    let attempts = 0;
    const loader: RemoteAppLoader = async () => {
      attempts += 1;
      // First attempt: what the federation fallback plugin hands back for an unreachable remote.
      return attempts === 1 ? remoteUnavailableModule : { default: () => <p>remote is back</p> };
    };
    renderRemote(loader);
    expect(await screen.findByText(REMOTE_ERROR_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote is back')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the fallback when loading the remote rejects', async () => {
    renderRemote(() => Promise.reject(new Error('network down')));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('shell header')).toBeInTheDocument();
  });

  it('uses a load started before the route rendered (a preload), instead of loading twice', async () => {
    let loads = 0;
    const loader: RemoteAppLoader = async () => {
      loads += 1;
      return { default: () => <p>preloaded remote</p> };
    };
    const preloaded = preloadRemoteApp(loader, 'dashboard');
    renderRemote(loader);
    expect(await screen.findByText('preloaded remote')).toBeInTheDocument();
    await preloaded;
    expect(loads).toBe(1);
  });

  it("draws a remote loaded ahead with its route's page at once, without 'Loading...' first", async () => {
    const preloadedPaths: string[] = [];
    const loader: RemoteAppLoader = async () => ({
      default: ({ basePath }) => <p>remote page at {basePath}</p>,
      preloadRoute: async (pathname, basePath) => {
        preloadedPaths.push(`${pathname} at ${basePath}`);
      },
    });
    await preloadRemoteRoute(loader, 'dashboard', '/dashboard/home', '/dashboard');
    renderRemote(loader);
    expect(screen.getByText('remote page at /dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(preloadedPaths).toEqual(['/dashboard/home at /dashboard']);
  });

  it('does not keep a preload that failed: the route loads again', async () => {
    let loads = 0;
    const loader: RemoteAppLoader = async () => {
      loads += 1;
      if (loads === 1) throw new Error('network down');
      return { default: () => <p>remote on the second try</p> };
    };
    await expect(preloadRemoteApp(loader, 'dashboard')).rejects.toThrow('network down');
    renderRemote(loader);
    expect(await screen.findByText('remote on the second try')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
