import { SIDEBAR_COOKIE } from './layout.constants';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** The remembered sidebar state; open unless the cookie says otherwise. */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE.name}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE.name.length + 1) !== 'false' : true;
}

/** Remembers the sidebar state for 7 days (product.md §9). */
export function writeSidebarOpen(open: boolean): void {
  const maxAge = SIDEBAR_COOKIE.maxAgeDays * SECONDS_PER_DAY;
  document.cookie = `${SIDEBAR_COOKIE.name}=${open}; path=/; max-age=${maxAge}; SameSite=Lax`;
}
