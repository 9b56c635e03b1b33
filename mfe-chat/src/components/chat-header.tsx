// The Reply Engine's title and tagline (spec §2) with 'New conversation', which asks first when there is a
// conversation to lose.
import { Button, Popconfirm } from 'antd';
import { NEW_CONVERSATION, REPLY_ENGINE_TAGLINE, REPLY_ENGINE_TITLE } from 'contracts';

interface ChatHeaderProps {
  canStartOver: boolean;
  onStartOver: () => void;
}

export function ChatHeader({ canStartOver, onStartOver }: ChatHeaderProps) {
  return (
    <header className="chat-header">
      <div className="chat-header__titles">
        <h1 id="chat-page-title" className="chat-header__title">
          {REPLY_ENGINE_TITLE}
        </h1>
        <p className="chat-header__tagline">{REPLY_ENGINE_TAGLINE}</p>
      </div>
      {canStartOver && (
        <Popconfirm
          title="Start a new conversation?"
          description="This conversation will be cleared. Sequences you scheduled keep running."
          okText="Start over"
          cancelText="Keep chatting"
          onConfirm={onStartOver}
        >
          <Button className="chat-header__new">{NEW_CONVERSATION}</Button>
        </Popconfirm>
      )}
    </header>
  );
}
