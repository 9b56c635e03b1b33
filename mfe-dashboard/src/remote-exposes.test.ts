// What the shell gets from this remote's exposes ('./App', './navigation'): the page a path shows, loaded ahead
// wherever the shell mounts the App, and sidebar items that each open one of the App's pages.
import { matchPath } from 'react-router-dom';
import { preloadRoute } from './App';
import { navigation } from './navigation';
import { dashboardPages, dashboardRoutes } from './routing/dashboard-pages';

afterEach(() => jest.restoreAllMocks());

/** The pages a call loaded ahead (their chunk and data loads stubbed). */
async function pagesLoadedBy(preload: () => Promise<void>): Promise<string[]> {
  const loaded: string[] = [];
  for (const [name, page] of Object.entries(dashboardPages)) {
    jest.spyOn(page, 'preloadWithData').mockImplementation(async () => {
      loaded.push(name);
    });
  }
  await preload();
  return loaded;
}

test('mounted at a basePath other than /dashboard, the App loads ahead the page of the path under it', async () => {
  expect(await pagesLoadedBy(() => preloadRoute('/workspace/contacts/7', '/workspace'))).toEqual(['contactDetail']);
  expect(await pagesLoadedBy(() => preloadRoute('/workspace/campaigns', '/workspace'))).toEqual(['campaigns']);
  // A path outside the mount it was given is none of its pages.
  expect(await pagesLoadedBy(() => preloadRoute('/dashboard/contacts/7', '/workspace'))).toEqual([]);
});

test('every sidebar item (and alias) opens a page of the App under its declared mount, never the not-found page', () => {
  const [mount] = navigation.routePrefixes;
  const paths = navigation.items.flatMap((item) => [item.path, ...('aliases' in item ? (item.aliases as string[]) : [])]);
  const unrouted = paths.filter((path) => !dashboardRoutes.some((route) => matchPath(`${mount}/${route.path}`, path)));
  expect(unrouted).toEqual([]);
  expect(navigation.items.map((item) => item.label)).toEqual(['Dashboard', 'Sequences', 'Contacts', 'Settings', 'Billing']);
});
