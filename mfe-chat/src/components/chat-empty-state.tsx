// Shown before the first message (product.md §2): the headline, the one thing to do, and what happens next. The icons are
// inline SVG: emoji render as empty boxes where no emoji font is installed (many Linux desktops, CI browsers).
import type { ReactNode } from 'react';
import { CHAT_EMPTY_BULLETS, CHAT_EMPTY_HEADLINE, CHAT_EMPTY_PROMPT } from 'contracts';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Look up the email, write the follow-ups, time them: a magnifier, a pen and a clock. */
const ICONS: readonly ReactNode[] = [
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
];

export function ChatEmptyState() {
  return (
    <div className="chat-empty">
      <h2 className="chat-empty__title">{CHAT_EMPTY_HEADLINE}</h2>
      <p className="chat-empty__prompt">{CHAT_EMPTY_PROMPT}</p>
      <ul className="chat-empty__list">
        {CHAT_EMPTY_BULLETS.map((text, index) => (
          <li key={text}>
            <svg className="chat-empty__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...stroke}>
              {ICONS[index]}
            </svg>{' '}
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
