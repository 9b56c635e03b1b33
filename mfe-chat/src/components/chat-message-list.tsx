import { useEffect, useRef } from 'react';
import dayjs from 'dayjs';
import type { ChatMessage } from './chat-message.types';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
}

export function ChatMessageList({ messages }: ChatMessageListProps) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Keep the newest message in view (jsdom has no scrollIntoView).
    endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages.length]);

  return (
    <ol className="chat-messages" aria-label="Conversation" aria-live="polite">
      {messages.map((message) => (
        <li key={message.id} className={`chat-message chat-message--${message.role}`} data-role={message.role}>
          <span className="chat-message__author">{message.role === 'bot' ? 'Reply Engine' : 'You'}</span>
          <p className="chat-message__content">{message.content}</p>
          <time className="chat-message__time" dateTime={new Date(message.timestamp).toISOString()}>
            {dayjs(message.timestamp).format('HH:mm')}
          </time>
        </li>
      ))}
      <li ref={endRef} aria-hidden="true" className="chat-messages__end" />
    </ol>
  );
}
