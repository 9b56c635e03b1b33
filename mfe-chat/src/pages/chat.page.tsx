import { ChatEmptyState } from '../components/chat-empty-state';
import { ChatInput } from '../components/chat-input';
import { ChatMessageList } from '../components/chat-message-list';
import { useChatConversation } from '../components/use-chat-conversation';

const PLACEHOLDERS = {
  0: 'Paste a LinkedIn profile URL, e.g. https://www.linkedin.com/in/jane-doe',
  1: 'Tell me about yourself...',
} as const;

/** Reply Engine (spec §2 /dashboard/chats): empty state until the first message, then a conversation. */
export function ChatPage() {
  const { messages, step, send } = useChatConversation();
  return (
    <section className="chat-page" aria-labelledby="chat-page-title">
      <header className="chat-page__header">
        <h1 id="chat-page-title" className="chat-page__title">
          Reply Engine
        </h1>
        <p className="chat-page__tagline">No more silence after you apply.</p>
      </header>
      <div className="chat-page__body">
        {messages.length === 0 ? <ChatEmptyState /> : <ChatMessageList messages={messages} />}
      </div>
      <ChatInput onSend={send} placeholder={PLACEHOLDERS[step]} />
    </section>
  );
}
