import { SIDEBAR_SHORTCUT_KEY } from './layout.constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie';

/** Sidebar open state: remembered in a cookie, toggled by a button or Ctrl/Cmd + B. */
export function useSidebar() {
  const [open, setOpen] = useState(() => readSidebarOpen());
  const changed = useRef(false);

  const toggle = useCallback(() => {
    changed.current = true;
    setOpen((current) => !current);
  }, []);

  // Written only after a toggle, so the 7 days run from the user's last choice.
  useEffect(() => {
    if (changed.current) writeSidebarOpen(open);
  }, [open]);

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

  return { open, toggle };
}
