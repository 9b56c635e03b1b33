import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { HomeDashboardDocument } from 'contracts';
import { graphql, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { Suspense, type ComponentType } from 'react';
import { createAppQueryClient } from 'shared-ui/query';
import { AppProviders, pageQuery, useGraphQLQuery } from 'shared-ui';
import { lazyPage } from './lazy-page';

// A page that shows what its query answered.
function HomeCounts() {
  const { data } = useGraphQLQuery(HomeDashboardDocument);
  return <p>{data ? `${data.homeDashboard.campaigns} sequences` : 'Loading sequences...'}</p>;
}

let asked = 0;
setupMockServer(
  graphql.query('HomeDashboard', () => {
    asked += 1;
    return HttpResponse.json({
      data: { homeDashboard: { id: 'u1', campaigns: 4, contacts: 9, emailSent: 12, responseRate: 0.25 } },
    });
  }),
);
beforeEach(() => (asked = 0));

/** A page whose chunk arrives only when the test says so. */
function pageWithChunkOnHold() {
  let deliver!: () => void;
  const chunk = new Promise<{ HomePage: typeof HomeCounts }>((resolve) => (deliver = () => resolve({ HomePage: HomeCounts })));
  const page = lazyPage(() => chunk, 'HomePage', { firstQueries: () => [pageQuery(HomeDashboardDocument)], antd: false });
  return { page, deliver };
}

const show = (Page: ComponentType) =>
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>
    </AppProviders>,
  );

test("the route asks the page's first query while the page's chunk is still loading", async () => {
  const { page, deliver } = pageWithChunkOnHold();
  show(page.Page);
  expect(screen.getByText('Loading page...')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(1);
  await act(async () => deliver());
  // The answer is there as the page appears, and the page's mount does not ask again.
  expect(await screen.findByText('4 sequences')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(1);
});

test('a page whose chunk comes first joins the request in flight: one request', async () => {
  const { page, deliver } = pageWithChunkOnHold();
  deliver();
  await page.preload();
  show(page.Page);
  expect(await screen.findByText('4 sequences')).toBeInTheDocument();
  expect(asked).toBe(1);
});

test('once a change made the answer stale, the page shown again asks again', async () => {
  const { page, deliver } = pageWithChunkOnHold();
  deliver();
  await page.preload();
  const client = createAppQueryClient();
  const view = () => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <page.Page />
      </Suspense>
    </QueryClientProvider>
  );
  const first = render(<AppProviders queryClient={client}>{view()}</AppProviders>);
  expect(await screen.findByText('4 sequences')).toBeInTheDocument();
  first.unmount();
  await client.invalidateQueries();
  render(<AppProviders queryClient={client}>{view()}</AppProviders>);
  expect(await screen.findByText('4 sequences')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(2);
});

test('a page loaded ahead of its route with its data draws at once, and its query is asked once', async () => {
  const { page, deliver } = pageWithChunkOnHold();
  const client = createAppQueryClient();
  const loading = page.preloadWithData(client);
  deliver();
  await loading;
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toBe(1);
  render(
    <AppProviders queryClient={client}>
      <Suspense fallback={<p>Loading page...</p>}>
        <page.Page />
      </Suspense>
    </AppProviders>,
  );
  expect(screen.queryByText('Loading page...')).not.toBeInTheDocument();
  expect(await screen.findByText('4 sequences')).toBeInTheDocument();
  expect(asked).toBe(1);
});
