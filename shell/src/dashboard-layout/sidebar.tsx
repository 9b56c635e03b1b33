import { PRODUCT_NAME } from 'contracts';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavIconName, RemoteNavItem } from 'shared-ui/core';
import { sidebarItems } from '../frame-navigation/frame-mounts.util';
import { useFrameNavigation } from '../frame-navigation/frame-navigation.store';
import { activeNavItem } from './active-nav';
import { ChatIcon, CloseIcon, ContactsIcon, CreditCardIcon, DashboardIcon, MailIcon, SettingsIcon } from './frame-icons';
import { SIDEBAR_WIDTH } from './layout.constants';

/** The id the top bar's toggle points at (aria-controls), on the sidebar and on the drawer alike. */
export const SIDEBAR_ID = 'dashboard-sidebar';

const ICONS: Readonly<Record<NavIconName, ReactNode>> = {
  dashboard: <DashboardIcon />,
  chat: <ChatIcon />,
  mail: <MailIcon />,
  contacts: <ContactsIcon />,
  settings: <SettingsIcon />,
  billing: <CreditCardIcon />,
};

/** An item's icon, or for an item without one its label's first letter (so the collapsed sidebar still shows it). */
const iconOf = (item: RemoteNavItem): ReactNode =>
  item.icon ? ICONS[item.icon] : <span className="frame-nav-link__initial">{item.label.charAt(0).toUpperCase()}</span>;

/** The items every frame remote declares, in one order (src/frame-navigation). */
function useSidebarItems(): RemoteNavItem[] {
  const byRemote = useFrameNavigation((state) => state.byRemote);
  return useMemo(() => sidebarItems(byRemote), [byRemote]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const SLIDE = '0.2s ease';
// Shown at once when opening (so focus can move in straight away: an element still transitioning from hidden is
// not focusable), hidden only once the slide out has ended when closing.
const showHide = (open: boolean) => (open ? 'visibility 0s' : 'visibility 0s linear 0.2s');

/** The nav items; labels shown when `expanded`, icons with a hint beside them otherwise. */
function NavList({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const items = useSidebarItems();
  const active = activeNavItem(pathname, items);

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: expanded ? '8px 12px' : '8px 4px' }}>
      {items.map((item) => {
        const isActive = active?.path === item.path;
        return (
          <li key={item.path} style={{ marginBottom: 4 }}>
            <Link
              to={item.path}
              onClick={onNavigate}
              aria-label={expanded ? undefined : item.label}
              aria-current={isActive ? 'page' : undefined}
              className={expanded ? 'frame-nav-link' : 'frame-nav-link frame-tip frame-tip--right'}
              data-tip={expanded ? undefined : item.label}
              style={{ justifyContent: expanded ? 'flex-start' : 'center', padding: expanded ? '10px 12px' : '10px 0' }}
            >
              <span className="frame-nav-link__icon" aria-hidden="true">
                {iconOf(item)}
              </span>
              {expanded ? <span>{item.label}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Dashboard navigation at 768 px and wider (product.md §2, §9): 16rem wide when open, 3rem (icons only) when collapsed,
 * beside the page.
 */
export function Sidebar({ open }: { open: boolean }) {
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Dashboard"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{
        width: open ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed,
        flexShrink: 0,
        transition: `width ${SLIDE}`,
        // Hidden only while collapsed: the icons' hints reach out over the page.
        overflowX: open ? 'hidden' : 'visible',
        background: '#ffffff',
        borderRight: '1px solid #f0f0f0',
        minHeight: '100vh',
        position: 'sticky',
        top: 0,
        left: 0,
        alignSelf: 'flex-start',
        // Above the page column (whose top bar is sticky at 10), so a collapsed icon's hint shows over it.
        zIndex: 20,
      }}
    >
      <div className="frame-brand" style={{ padding: open ? '0 20px' : 0, justifyContent: open ? 'flex-start' : 'center' }}>
        {open ? PRODUCT_NAME : PRODUCT_NAME.charAt(0)}
      </div>
      <NavList expanded={open} />
    </nav>
  );
}

/** Tab and Shift+Tab go round the drawer's own controls while it is open (the page behind is inert). */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const current = document.activeElement;
  // On the drawer itself (where focus lands when it opens) or somewhere outside it: to its first or last control.
  const onPanel = current === panel || !panel.contains(current);
  if (event.shiftKey && (onPanel || current === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (onPanel || current === last)) {
    event.preventDefault();
    first.focus();
  }
}

interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes: the top bar's toggle. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * Dashboard navigation under 768 px: a modal drawer over the page with a backdrop. Closes on a link, a tap on the
 * backdrop, Escape and its own close button; takes focus when it opens (kept inside while open) and gives it back
 * to the toggle when it closes. Closed, it sits off-screen to the left and hidden, so it neither takes focus nor
 * widens the page.
 */
export function SidebarDrawer({ open, onClose, returnFocusTo }: SidebarDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      // The drawer itself takes focus (its controls may still be becoming visible, and an element whose inherited
      // `visibility` is still hidden cannot take focus for a frame); Tab then reaches the controls.
      panelRef.current?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && panelRef.current) {
        keepFocusInside(panelRef.current, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind does not scroll while the drawer is over it.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    <>
      {/* A tap outside the drawer lands here and closes it; keyboard users have Escape and the close button. */}
      <div
        data-testid="sidebar-backdrop"
        aria-hidden="true"
        onClick={onClose}
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 1000,
          background: 'rgba(0, 0, 0, 0.45)',
          opacity: open ? 1 : 0,
          visibility: open ? 'visible' : 'hidden',
          transition: `opacity ${SLIDE}, ${showHide(open)}`,
        }}
      />
      <div
        id={SIDEBAR_ID}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation"
        data-state={open ? 'open' : 'closed'}
        tabIndex={-1}
        style={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          zIndex: 1001,
          width: SIDEBAR_WIDTH.mobile,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          outline: 'none',
          background: '#ffffff',
          boxShadow: open ? '0 6px 16px rgba(0, 0, 0, 0.08), 0 9px 28px 8px rgba(0, 0, 0, 0.05)' : 'none',
          transform: open ? 'none' : 'translateX(-100%)',
          visibility: open ? 'visible' : 'hidden',
          transition: `transform ${SLIDE}, ${showHide(open)}`,
        }}
      >
        <div className="frame-brand" style={{ justifyContent: 'space-between', padding: '0 8px 0 20px' }}>
          {PRODUCT_NAME}
          <button type="button" className="frame-icon-btn" aria-label="Close sidebar" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Dashboard">
          <NavList expanded onNavigate={onClose} />
        </nav>
      </div>
    </>
  );
}
