// A loading spinner in CSS (antd's Spin cost the chat, the first page after sign-in, ~6 KB gzip for three uses).
// With a description it is a polite status line; without one it is decoration beside text that says what happens.
export function Spinner({ description, className }: { description?: string; className?: string }) {
  const classes = ['chat-spinner', className].filter(Boolean).join(' ');
  if (!description) return <span className={`${classes} chat-spinner--small`} aria-hidden="true" />;
  return (
    <div className={classes} role="status">
      <span className="chat-spinner__dot" aria-hidden="true" />
      <span className="chat-spinner__text">{description}</span>
    </div>
  );
}
