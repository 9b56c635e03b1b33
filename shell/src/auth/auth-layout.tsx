import { PRODUCT_NAME } from 'contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthToasts } from './auth-toasts';
import './auth-pages.css';

/**
 * Centered card on a soft background, in plain React and CSS: /login and /register paint without antd (the pages
 * that use antd bring its providers inside the card). Each page has its own toasts: they leave with it (a toast that
 * stays animates every frame and would hold back the next lazy page).
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <AuthToasts>
      <main className="auth-page">
        <div className="auth-card">
          <div className="auth-card__header">
            <Link to="/" className="auth-card__brand">
              {PRODUCT_NAME}
            </Link>
            <h1 className="auth-card__title">{title}</h1>
            {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          </div>
          {children}
        </div>
      </main>
    </AuthToasts>
  );
}
