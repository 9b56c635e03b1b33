// The assistant's 'typing…' dots (product.md §9: shown 800 ms before a reply is typed out).
export function TypingIndicator() {
  return (
    <span className="chat-typing" role="img" aria-label="Reply Engine is typing">
      <span className="chat-typing__dot" />
      <span className="chat-typing__dot" />
      <span className="chat-typing__dot" />
    </span>
  );
}
