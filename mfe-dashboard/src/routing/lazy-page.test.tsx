import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';

const Hello = () => <h1>Hello page</h1>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

const show = (Page: ComponentType) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );

test('shows the loading screen, then the page once its chunk is in', async () => {
  const { Page } = lazyPage(() => Promise.resolve({ HelloPage: Hello }), 'HelloPage');
  show(Page);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
});

test('a preloaded page renders at once, and its chunk is fetched once', async () => {
  const load = jest.fn(() => Promise.resolve({ HelloPage: Hello }));
  const page = lazyPage(load, 'HelloPage');
  await page.preload();
  await page.preload();
  show(page.Page);
  expect(screen.getByRole('heading', { name: 'Hello page' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a chunk that failed to load reaches the error boundary, and a later preload fetches it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ HelloPage: typeof Hello }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ HelloPage: Hello });
  const page = lazyPage(load, 'HelloPage');
  show(page.Page);
  expect(await screen.findByText('Could not load')).toBeInTheDocument();
  await page.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
