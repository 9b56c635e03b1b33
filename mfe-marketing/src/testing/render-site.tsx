// Renders the public site the way the shell mounts it (under a root catch-all, basePath '/'), for the page tests.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

export function renderSite(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<App basePath="/" />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

export const robotsContent = () => metaContent('robots');
export const descriptionContent = () => metaContent('description');
