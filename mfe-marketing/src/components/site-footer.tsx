import { Link } from 'react-router-dom';
import { BRAND_NAME, SOCIAL_LINKS } from '../data/site-links';
import { useSitePath } from './site-paths';

const COMPANY_PAGES = [
  { path: 'about', label: 'About' },
  { path: 'privacy', label: 'Privacy' },
  { path: 'terms', label: 'Terms' },
  { path: 'contact', label: 'Contact' },
] as const;

export function SiteFooter() {
  const sitePath = useSitePath();
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__inner">
        <div className="mk-footer__brand">
          <Link to={sitePath()} className="mk-logo mk-logo--footer">
            {BRAND_NAME}
          </Link>
          <p className="mk-muted">Respectful follow-ups for job seekers, sent from your own Gmail or Outlook.</p>
        </div>
        <nav aria-label="Company" className="mk-footer__links">
          {COMPANY_PAGES.map(({ path, label }) => (
            <Link key={path} to={sitePath(path)}>
              {label}
            </Link>
          ))}
          <Link to={sitePath('cold-email-strategy-job-search')}>Blog</Link>
        </nav>
        <nav aria-label="Social" className="mk-footer__links">
          {SOCIAL_LINKS.map(({ label, href }) => (
            <a key={label} href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ))}
        </nav>
      </div>
      <p className="mk-container mk-footer__legal mk-muted">
        © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
