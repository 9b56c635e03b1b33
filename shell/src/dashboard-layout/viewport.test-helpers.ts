// A window width for jsdom, which has no layout: `window.innerWidth` and a `window.matchMedia` that answers
// (min-width) / (max-width) queries against it and tells its listeners when a resize changes the answer.

type Listener = (event: MediaQueryListEvent) => void;

interface FakeMediaQueryList {
  list: MediaQueryList;
  listeners: Set<Listener>;
  matches: boolean;
}

const queries = new Set<FakeMediaQueryList>();
const originalMatchMedia = window.matchMedia;
const originalInnerWidth = window.innerWidth;

function evaluate(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) => (bound === 'min' ? width >= Number(value) : width <= Number(value)));
}

function fakeMatchMedia(query: string): MediaQueryList {
  const entry: FakeMediaQueryList = { list: undefined as unknown as MediaQueryList, listeners: new Set(), matches: false };
  entry.matches = evaluate(query, window.innerWidth);
  entry.list = {
    get matches() {
      return entry.matches;
    },
    media: query,
    onchange: null,
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
  queries.add(entry);
  return entry.list;
}

/** Makes the window `width` px wide; media query listeners whose answer changes are told. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = fakeMatchMedia;
  for (const entry of queries) {
    const matches = evaluate(entry.list.media, width);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    const event = { matches, media: entry.list.media } as MediaQueryListEvent;
    for (const listener of [...entry.listeners]) listener(event);
  }
  window.dispatchEvent(new Event('resize'));
}

/** Back to the shared jest setup's matchMedia (never matches) and jsdom's width. */
export function restoreViewport(): void {
  queries.clear();
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: originalInnerWidth });
}
