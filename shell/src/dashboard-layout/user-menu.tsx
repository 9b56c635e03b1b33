import { SETTINGS_ROUTE } from 'contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/core';

/** First letter of the user's name (or email) for the avatar. */
export function userInitial(name: string | undefined, email: string | undefined): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}

/** Focus moves over the menu's actions with the arrow keys, Home and End (the WAI-ARIA menu button pattern). */
function moveFocus(menu: HTMLElement, key: string): boolean {
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    key === 'ArrowDown'
      ? items[(index + 1) % items.length]
      : key === 'ArrowUp'
        ? items[(index - 1 + items.length) % items.length]
        : key === 'Home'
          ? items[0]
          : key === 'End'
            ? items.at(-1)
            : undefined;
  next?.focus();
  return next !== undefined;
}

/**
 * Top-bar avatar; its menu shows name and email, Settings and Logout (sign out, then go to '/'). Opens on click,
 * Enter or Space with focus on Settings; closes on Escape (focus back on the avatar), Tab, a click outside or a choice.
 */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const signOut = useSessionStore((state) => state.signOut);
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (menuRef.current && moveFocus(menuRef.current, event.key)) {
      event.preventDefault();
    }
  };

  const openSettings = () => {
    close(false);
    navigate(SETTINGS_ROUTE);
  };
  const logout = async () => {
    close(false);
    // The session guard also sends a user who signed out home (not to /login), whichever update lands first.
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <div className="frame-menu-anchor" ref={anchorRef}>
      <button
        ref={buttonRef}
        type="button"
        className="frame-avatar-btn"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="frame-avatar" aria-hidden="true">
          {userInitial(user?.name, user?.email)}
        </span>
      </button>
      {open ? (
        <ul id={menuId} ref={menuRef} role="menu" aria-label="Account" className="frame-menu" onKeyDown={onMenuKeyDown}>
          {/* Who is signed in: shown, not a choice (announced as an unavailable item, as antd's menu did). */}
          <li role="menuitem" aria-disabled="true" tabIndex={-1} className="frame-menu__identity">
            <span className="frame-menu__name">{user?.name}</span>
            <span className="frame-menu__email">{user?.email}</span>
          </li>
          <li role="separator" className="frame-menu__divider" />
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className="frame-menu__item" onClick={openSettings}>
              Settings
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="frame-menu__item frame-menu__item--danger"
              onClick={() => void logout()}
            >
              Logout
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
