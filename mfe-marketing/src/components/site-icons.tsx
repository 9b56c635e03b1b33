// Inline SVG icons of the public site. Emoji and symbol glyphs render as empty boxes on systems without an emoji
// font, so every icon is drawn here instead. All are decorative: hidden from assistive technology, the text next
// to them says what they mean.
import type { ReactNode } from 'react';
import type { IconName } from '../data/icon-names';

export type { IconName } from '../data/icon-names';

/** Stroke paths on a 24x24 grid, in the style of the rest of the site (2 px round strokes, currentColor). */
const PATHS: Readonly<Record<IconName, ReactNode>> = {
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="16" rx="2.5" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4M7.5 13.5h3M13.5 13.5h3M7.5 17h3" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  inbox: (
    <>
      <path d="M3 13.5 5.5 5h13l2.5 8.5V19a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19z" />
      <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  dash: <path d="M6 12h12" />,
  send: <path d="M21 3 10 14M21 3l-6.5 18-4.5-7-7-4.5z" />,
  refresh: <path d="M20 12a8 8 0 1 1-2.35-5.65M20 4v4.5h-4.5" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  replay: <path d="M4 12a8 8 0 1 0 2.35-5.65M4 4v4.5h4.5" />,
};

interface IconProps {
  name: IconName;
  className?: string;
  /** Rendered size in px (width and height); CSS may override it. */
  size?: number;
}

export function Icon({ name, className, size = 24 }: IconProps) {
  return (
    <svg
      className={className ? `mk-icon ${className}` : 'mk-icon'}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
