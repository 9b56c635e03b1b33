// The conversation as a log (role="log", polite): screen readers hear each new reply once it is complete
// (aria-busy while a reply is typed out), sighted users watch it being typed. A reply takes its final size the moment
// it is queued (the text still to come is an invisible ::after, not in the DOM's text), so nothing below it, such as
// 'Send Sequence Now', moves under the pointer while it types out.
import type { ReactNode } from 'react';
import { REJECTION_MARK, REPLY_ENGINE_TITLE, clockTimeText } from 'contracts';
import type { ChatMessage } from '../conversation/chat.types';
import type { Typewriter } from '../conversation/use-typewriter';
import { TypingIndicator } from './typing-indicator';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  visibility: Typewriter['visibility'];
  typing: boolean;
  /** A block shown right after the message `anchorId` (the drafted sequence), later messages below it. */
  anchorId?: string | null;
  anchored?: ReactNode;
  /** Items after the messages that are not part of the saved conversation (e.g. the quota notice). */
  children?: ReactNode;
}

/** How much of the text is shown now: all, some (the rest reserved), or none yet (all reserved). */
function shownLength(shown: ReturnType<Typewriter['visibility']>, length: number): number {
  if (typeof shown === 'number') return shown;
  return shown === 'full' ? length : 0;
}

function MessageItem({ message, shown }: { message: ChatMessage; shown: ReturnType<Typewriter['visibility']> }) {
  const refused = message.role === 'bot' && message.content.startsWith(REJECTION_MARK);
  const visible = shownLength(shown, message.content.length);
  const rest = message.content.slice(visible);
  const queued = shown === 'hidden';
  return (
    <li
      className={`chat-message chat-message--${message.role}${refused ? ' chat-message--refused' : ''}${
        queued ? ' chat-message--queued' : ''
      }`}
      data-role={message.role}
      aria-hidden={queued || undefined}
    >
      <span className="chat-message__author">{message.role === 'bot' ? REPLY_ENGINE_TITLE : 'You'}</span>
      <p className="chat-message__content" data-rest={rest || undefined}>
        {shown === 'indicator' ? <TypingIndicator /> : null}
        {message.content.slice(0, visible)}
      </p>
      <time className="chat-message__time" dateTime={new Date(message.timestamp).toISOString()}>
        {clockTimeText(message.timestamp)}
      </time>
    </li>
  );
}

export function ChatMessageList({ messages, visibility, typing, anchorId, anchored, children }: ChatMessageListProps) {
  const split = anchored ? messages.findIndex((message) => message.id === anchorId) + 1 || messages.length : messages.length;
  const items = (part: readonly ChatMessage[]) =>
    part.map((message) => {
      const shown = visibility(message.id);
      return <MessageItem key={message.id} message={message} shown={shown} />;
    });
  return (
    <div className="chat-log" role="log" aria-live="polite" aria-label="Conversation" aria-busy={typing}>
      <ol className="chat-messages">{items(messages.slice(0, split))}</ol>
      {anchored && (
        // Its fields are edited in place; only the conversation around it is announced.
        <div className="chat-log__block" aria-live="off">
          {anchored}
        </div>
      )}
      {(split < messages.length || children) && (
        <ol className="chat-messages">
          {items(messages.slice(split))}
          {children}
        </ol>
      )}
    </div>
  );
}
