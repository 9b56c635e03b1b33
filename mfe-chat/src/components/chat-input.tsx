// The message box: Enter sends, Shift+Enter starts a new line; blank text is not sent and the text is kept when a
// send is refused. Read-only (focus kept) while the assistant works, disabled when the step takes no text.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { PlainButton } from 'shared-ui';
import type { InputMode } from '../conversation/chat-input-state';

interface ChatInputProps {
  mode: InputMode;
  placeholder: string;
  onSend: (text: string) => boolean;
  /** The most characters the box takes (the bound of what this step's answer becomes). */
  maxLength?: number;
  /** Controls before the box (the resume upload). */
  leading?: ReactNode;
}

const MAX_ROWS = 6;

export function ChatInput({ mode, placeholder, onSend, maxLength, leading }: ChatInputProps) {
  const [text, setText] = useState('');
  const open = mode === 'open';

  const submit = () => {
    if (open && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="chat-input">
      {leading}
      <textarea
        className="chat-input__box"
        aria-label="Message"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={Math.min(MAX_ROWS, Math.max(1, text.split('\n').length))}
        disabled={mode === 'closed'}
        readOnly={mode === 'blocked'}
        aria-disabled={!open}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <PlainButton type="primary" className="chat-input__send" onClick={submit} disabled={!open || !text.trim()}>
        Send
      </PlainButton>
    </div>
  );
}
