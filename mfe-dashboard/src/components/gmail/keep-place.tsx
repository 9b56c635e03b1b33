// Keeps the user's place across the full-page trip to Google's or Microsoft's consent: a page puts what the user was doing in
// sessionStorage (this tab only, gone when it closes) under a key for its route right before the browser leaves,
// and reads it back when it mounts again.
import { createContext, useContext, type ReactNode } from 'react';

const KEY_PREFIX = 'gmail-connect:';

/** Saved before leaving; storage may be unavailable (private mode, quota): then the place is simply not kept. */
export function savePlace(route: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(`${KEY_PREFIX}${route}`, JSON.stringify(value));
  } catch {
    // Nothing else to do: the user types it again.
  }
}

/** What `route` saved, when it still has the expected shape. */
export function readPlace<T>(route: string, isPlace: (value: unknown) => value is T): T | null {
  try {
    const raw = window.sessionStorage.getItem(`${KEY_PREFIX}${route}`);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isPlace(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPlace(route: string): void {
  try {
    window.sessionStorage.removeItem(`${KEY_PREFIX}${route}`);
  } catch {
    // Already unavailable.
  }
}

const KeepPlaceContext = createContext<(() => void) | null>(null);

/** Every connect-mailbox prompt inside calls `save` right before the browser leaves for the consent. */
export function KeepPlaceBeforeConsent({ save, children }: { save: () => void; children: ReactNode }) {
  return <KeepPlaceContext.Provider value={save}>{children}</KeepPlaceContext.Provider>;
}

/** The enclosing page's save, if it keeps a place. */
export function useKeepPlace(): (() => void) | null {
  return useContext(KeepPlaceContext);
}
