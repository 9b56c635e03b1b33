import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';

const wrapper: CSSProperties = {
  minHeight: '60vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  fontFamily: 'inherit',
};
const code: CSSProperties = { fontSize: 64, fontWeight: 800, color: '#4f46e5', margin: 0, lineHeight: 1 };
const title: CSSProperties = { fontSize: 24, fontWeight: 600, color: '#0f172a', margin: 0 };
const link: CSSProperties = {
  padding: '10px 20px',
  borderRadius: 8,
  background: '#4f46e5',
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 600,
};

/** Spec §2 not-found page. antd-free so the shell can show it without loading the UI kit. */
export function NotFound() {
  return (
    <main style={wrapper}>
      <p style={code} aria-hidden="true">
        404
      </p>
      <h1 style={title}>Oops! Page not found</h1>
      <Link to="/" style={link}>
        Return to Home
      </Link>
    </main>
  );
}
