// jsdom has no layout: a window `width` px wide for the dashboard's (max-width: N px) queries, restored after.
const original = window.matchMedia;

export function setPhoneViewport(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      matches: [...query.matchAll(/\(max-width:\s*(\d+)px\)/g)].every(([, max]) => width <= Number(max)),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

export function restoreViewport(): void {
  window.matchMedia = original;
}
