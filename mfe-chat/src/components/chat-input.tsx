import { useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';

interface ChatInputProps {
  onSend: (text: string) => boolean;
  disabled?: boolean;
  placeholder: string;
}

/** Enter sends, Shift+Enter starts a new line. The text is kept when the send is refused (empty input). */
export function ChatInput({ onSend, disabled = false, placeholder }: ChatInputProps) {
  const [text, setText] = useState('');

  const submit = () => {
    if (disabled) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="chat-input">
      <Input.TextArea
        aria-label="Message"
        value={text}
        placeholder={placeholder}
        autoSize={{ minRows: 1, maxRows: 6 }}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="primary" onClick={submit} disabled={disabled || !text.trim()}>
        Send
      </Button>
    </div>
  );
}
