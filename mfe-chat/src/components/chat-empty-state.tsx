// Shown before the first message (spec §2): the headline, the one thing to do, and what happens next.
import { CHAT_EMPTY_BULLETS, CHAT_EMPTY_HEADLINE, CHAT_EMPTY_PROMPT } from 'contracts';

const ICONS = ['🔎', '✍️', '⏰'] as const;

export function ChatEmptyState() {
  return (
    <div className="chat-empty">
      <h2 className="chat-empty__title">{CHAT_EMPTY_HEADLINE}</h2>
      <p className="chat-empty__prompt">{CHAT_EMPTY_PROMPT}</p>
      <ul className="chat-empty__list">
        {CHAT_EMPTY_BULLETS.map((text, index) => (
          <li key={text}>
            <span aria-hidden="true">{ICONS[index]}</span> {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
