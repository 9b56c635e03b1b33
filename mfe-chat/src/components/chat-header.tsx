// The Reply Engine's title and tagline (product.md §2) with 'New conversation', which asks first when there is a
// conversation to lose. The question is a small dialog of our own under the button (antd's Popconfirm cost the
// chat's first load ~12 KB gzip): Escape or 'Keep chatting' closes it with focus back on the button. No antd: the
// chat's first screen draws none (see ui-kit-parts.tsx).
import { NEW_CONVERSATION, REPLY_ENGINE_TAGLINE, REPLY_ENGINE_TITLE } from 'contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { PlainButton, TOASTS_BELOW_ATTRIBUTE } from 'shared-ui';

interface ChatHeaderProps {
  canStartOver: boolean;
  onStartOver: () => void;
}

function StartOverButton({ onStartOver }: { onStartOver: () => void }) {
  const [asking, setAsking] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!asking) return undefined;
    confirmRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setAsking(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setAsking(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [asking]);

  const keepChatting = () => {
    setAsking(false);
    triggerRef.current?.focus();
  };

  return (
    // Toasts open below this button, never over it.
    <div className="chat-confirm-anchor" ref={anchorRef} {...{ [TOASTS_BELOW_ATTRIBUTE]: '' }}>
      <PlainButton
        ref={triggerRef}
        className="chat-header__new"
        aria-haspopup="dialog"
        aria-expanded={asking}
        onClick={() => setAsking((open) => !open)}
      >
        {NEW_CONVERSATION}
      </PlainButton>
      {asking ? (
        <div role="dialog" aria-labelledby={titleId} aria-describedby={textId} className="chat-confirm">
          <p id={titleId} className="chat-confirm__title">
            Start a new conversation?
          </p>
          <p id={textId} className="chat-confirm__text">
            This conversation will be cleared. Sequences you scheduled keep running.
          </p>
          <div className="chat-confirm__actions">
            <PlainButton size="small" onClick={keepChatting}>
              Keep chatting
            </PlainButton>
            <PlainButton
              ref={confirmRef}
              size="small"
              type="primary"
              onClick={() => {
                setAsking(false);
                onStartOver();
              }}
            >
              Start over
            </PlainButton>
          </div>
        </div>
      ) : null}
    </div>
  );
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
      {canStartOver && <StartOverButton onStartOver={onStartOver} />}
    </header>
  );
}
