const BULLETS = [
  { icon: '🔎', text: "We look up the hiring manager's email." },
  { icon: '✍️', text: 'We craft your follow-ups.' },
  { icon: '⏰', text: 'We time them so they land during working hours.' },
] as const;

/** Shown before the first message (spec §2). */
export function ChatEmptyState() {
  return (
    <div className="chat-empty">
      <h2 className="chat-empty__title">Turn applications into interviews.</h2>
      <p className="chat-empty__prompt">Paste a LinkedIn profile url.</p>
      <ul className="chat-empty__list">
        {BULLETS.map(({ icon, text }) => (
          <li key={text}>
            <span aria-hidden="true">{icon}</span> {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
