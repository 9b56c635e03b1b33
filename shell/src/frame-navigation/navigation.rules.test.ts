import { REMOTE_NAV_BOUNDS } from 'contracts';
import { BUILT_IN_NAVIGATION } from './built-in-navigation.constants';
import { readNavigation, readNavigationModule } from './navigation.rules';

const item = (overrides: Record<string, unknown> = {}) => ({
  label: 'Reports',
  path: '/dashboard/reports',
  order: 35,
  icon: 'mail',
  ...overrides,
});
const declaration = (items: unknown[], routePrefixes: unknown[] = ['/dashboard']) => ({ routePrefixes, items });

describe('a remote navigation as the shell reads it', () => {
  it('keeps a well-formed declaration as declared (the built-in ones, and a module exporting one)', () => {
    expect(readNavigation(BUILT_IN_NAVIGATION.dashboard)).toEqual(BUILT_IN_NAVIGATION.dashboard);
    expect(readNavigationModule({ navigation: BUILT_IN_NAVIGATION.chat })).toEqual(BUILT_IN_NAVIGATION.chat);
  });

  it.each([
    ['an empty label', item({ label: '  ' })],
    ['a label over the bound', item({ label: 'x'.repeat(REMOTE_NAV_BOUNDS.label + 1) })],
    ['a path outside the signed-in frame', item({ path: '/login' })],
    ['a path that climbs out of it', item({ path: '/dashboard/../login' })],
    ['a path to another site', item({ path: 'https://evil.example/dashboard' })],
    ['the mount itself (a redirect, not a page)', item({ path: '/dashboard' })],
    ['a trailing slash', item({ path: '/dashboard/reports/' })],
    ['an order outside 0..1000', item({ order: 5000 })],
    ['an order that is not a number', item({ order: '35' })],
    ['an alias outside the frame', item({ aliases: ['/billing'] })],
  ])('drops an item with %s and keeps the others', (_case, bad) => {
    const read = readNavigation(declaration([bad, item({ label: 'Kept', path: '/dashboard/kept' })]));
    expect(read?.items.map((entry) => entry.label)).toEqual(['Kept']);
  });

  it("draws an icon this shell does not know as none (the label's initial), so a newer remote's item still shows", () => {
    expect(readNavigation(declaration([item({ icon: 'rocket' })]))?.items[0]?.icon).toBeNull();
  });

  it('takes at most the bounded number of items and route prefixes', () => {
    const many = Array.from({ length: 20 }, (_, index) => item({ path: `/dashboard/page-${index}` }));
    const prefixes = Array.from({ length: 20 }, (_, index) => `/dashboard/p${index}`);
    const read = readNavigation(declaration(many, prefixes));
    expect(read?.items).toHaveLength(REMOTE_NAV_BOUNDS.items);
    expect(read?.routePrefixes).toHaveLength(REMOTE_NAV_BOUNDS.routePrefixes);
  });

  it.each([
    ['no route prefix under /dashboard', declaration([item()], ['/admin'])],
    ['no route prefix at all', declaration([item()], [])],
    ['no items list', { routePrefixes: ['/dashboard'] }],
    ['not an object', 'items'],
  ])('refuses a declaration with %s', (_case, value) => {
    expect(readNavigation(value)).toBeNull();
  });

  it("refuses the fallback module a remote that is down answers with (it has no 'navigation')", () => {
    expect(readNavigationModule({ default: () => null, isFallback: true })).toBeNull();
    expect(readNavigationModule(undefined)).toBeNull();
  });
});
