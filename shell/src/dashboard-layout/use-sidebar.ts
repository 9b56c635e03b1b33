import { SIDEBAR_SHORTCUT_KEY } from './layout.constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';

/**
 * Sidebar open state for the page at `pathname`. At 768 px and wider: the collapsible sidebar, remembered in a
 * cookie, toggled by the button or Ctrl/Cmd + B. On a phone (`mobile`): a drawer that starts closed whatever the
 * cookie says, and whose state is never written to the cookie (opening it on a phone leaves the desktop sidebar
 * as it was).
 */
export function useSidebar(mobile: boolean, pathname: string) {
  const [desktopOpen, setDesktopOpen] = useState(() => readSidebarOpen());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seen, setSeen] = useState({ mobile, pathname });
  const changed = useRef(false);

  const toggle = useCallback(() => {
    if (mobile) {
      setDrawerOpen((current) => !current);
      return;
    }
    changed.current = true;
    setDesktopOpen((current) => !current);
  }, [mobile]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Written only after a toggle, so the 7 days run from the user's last choice.
  useEffect(() => {
    if (changed.current) writeSidebarOpen(desktopOpen);
  }, [desktopOpen]);

  // Any navigation (a link, the browser's back button, a remote's own redirect) puts the drawer away, and so does
  // widening the window past the breakpoint (the next phone-sized view starts closed). Adjusted while rendering,
  // so the drawer is never drawn open over the next page.
  if (seen.mobile !== mobile || seen.pathname !== pathname) {
    setSeen({ mobile, pathname });
    setDrawerOpen(false);
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open: mobile ? drawerOpen : desktopOpen, toggle, closeDrawer };
}
