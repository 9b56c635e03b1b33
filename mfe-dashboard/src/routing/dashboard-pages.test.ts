import { createAppQueryClient } from 'shared-ui/query';
import { dashboardPages, preloadDashboardRoute } from './dashboard-pages';

afterEach(() => jest.restoreAllMocks());

/** Which pages a preload of `pathname` loaded (their loads stubbed). */
async function pagesPreloadedFor(pathname: string, basePath = '/dashboard') {
  const loaded: string[] = [];
  for (const [name, page] of Object.entries(dashboardPages)) {
    jest.spyOn(page, 'preloadWithData').mockImplementation(async () => {
      loaded.push(name);
    });
  }
  await preloadDashboardRoute(pathname, basePath, createAppQueryClient());
  return loaded;
}

test('a path loads the page its route shows, a static path before the pattern it also matches', async () => {
  expect(await pagesPreloadedFor('/dashboard/home')).toEqual(['home']);
  expect(await pagesPreloadedFor('/dashboard/campaigns')).toEqual(['campaigns']);
  expect(await pagesPreloadedFor('/dashboard/campaigns/new')).toEqual(['newCampaign']);
  expect(await pagesPreloadedFor('/dashboard/campaigns/12/edit')).toEqual(['campaignEdit']);
  expect(await pagesPreloadedFor('/dashboard/contacts/7/', '/dashboard/')).toEqual(['contactDetail']);
});

test('a path of no page loads nothing (the not-found page is in the App)', async () => {
  expect(await pagesPreloadedFor('/dashboard/no-such-page')).toEqual([]);
  expect(await pagesPreloadedFor('/dashboard')).toEqual([]);
});
