import { useEffect, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_ROUTES, DASHBOARD_HOME_ROUTE } from 'contracts';
import { useSessionStore } from 'shared-ui/core';
import { BRAND_NAME, SIGN_UP_PATH } from '../data/site-links';
import { HEADER_SCROLL_THRESHOLD } from './layout.constants';
import { scrollToAnchor } from './scroll-to-anchor';
import { Icon } from './site-icons';
import { useSitePath } from './site-paths';

const SECTION_LINKS = [
  { anchor: 'features', label: 'Features' },
  { anchor: 'how-it-works', label: 'How It Works' },
] as const;

function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}

export function SiteHeader() {
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const loadSession = useSessionStore((state) => state.load);
  // After the first paint: a returning user sees 'Dashboard' instead of 'Log in'.
  useEffect(() => {
    void loadSession();
  }, [loadSession]);

  // On the landing page the sections are here: scroll to them. Anywhere else go to the landing page's anchor.
  const goToSection = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    setMenuOpen(false);
    if (!scrollToAnchor(anchor)) navigate(sitePath(`#${anchor}`));
  };

  return (
    <header className={`mk-header${scrolled ? ' mk-header--opaque' : ''}`}>
      <div className="mk-container mk-header__bar">
        <Link to={sitePath()} className="mk-logo" onClick={() => setMenuOpen(false)}>
          <span className="mk-logo__mark">
            <Icon name="refresh" size={18} />
          </span>
          {BRAND_NAME}
        </Link>
        <button
          type="button"
          className="mk-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mk-site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={20} />
        </button>
        <nav id="mk-site-nav" aria-label="Main" className={`mk-nav${menuOpen ? ' mk-nav--open' : ''}`}>
          {SECTION_LINKS.map(({ anchor, label }) => (
            <a key={anchor} href={sitePath(`#${anchor}`)} className="mk-nav__link" onClick={(e) => goToSection(e, anchor)}>
              {label}
            </a>
          ))}
          <Link to={sitePath('pricing')} className="mk-nav__link" onClick={() => setMenuOpen(false)}>
            Pricing
          </Link>
          {signedIn ? (
            <Link
              to={DASHBOARD_HOME_ROUTE}
              className="mk-button mk-button--primary mk-nav__cta"
              onClick={() => setMenuOpen(false)}
            >
              Dashboard
            </Link>
          ) : (
            <>
              <Link to={AUTH_ROUTES.login} className="mk-nav__link" onClick={() => setMenuOpen(false)}>
                Log in
              </Link>
              <Link to={SIGN_UP_PATH} className="mk-button mk-button--primary mk-nav__cta" onClick={() => setMenuOpen(false)}>
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
