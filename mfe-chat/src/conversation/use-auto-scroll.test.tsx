// The chat's view follows the newest reply until the user scrolls it themselves; a reply typing out then leaves it
// where they put it (on 'Send Sequence Now'), and their next message follows again. jsdom has no layout: each
// message's offsetTop and the view's heights are given here.
import { render } from '@testing-library/react';
import { useAutoScroll } from './use-auto-scroll';

interface Message {
  role: 'user' | 'bot';
  top: number;
}

function Conversation({ messages, progress }: { messages: readonly Message[]; progress: number }) {
  const ref = useAutoScroll<HTMLDivElement>(`${messages.length},${progress}`);
  return (
    <div ref={ref} data-testid="view">
      {messages.map((message, index) => (
        <li
          key={index}
          className="chat-message"
          data-role={message.role}
          ref={(node) => {
            if (node) Object.defineProperty(node, 'offsetTop', { configurable: true, value: message.top });
          }}
        />
      ))}
    </div>
  );
}

/** A view 800 px tall over 3,000 px of conversation. */
function renderConversation(messages: readonly Message[]) {
  const view = render(<Conversation messages={messages} progress={0} />);
  const element = view.getByTestId('view');
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 3_000 });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 800 });
  return {
    element,
    rerender: (next: readonly Message[], progress: number) => view.rerender(<Conversation messages={next} progress={progress} />),
  };
}

const start: Message[] = [
  { role: 'user', top: 100 },
  { role: 'bot', top: 300 },
];

it('follows the newest reply while nobody scrolls', () => {
  const { element, rerender } = renderConversation(start);
  rerender(start, 1);
  expect(element.scrollTop).toBe(292);
  rerender([...start, { role: 'bot', top: 900 }], 2);
  expect(element.scrollTop).toBe(892);
});

it("leaves a view the user scrolled while a reply types out, and follows again on the user's next message", () => {
  const { element, rerender } = renderConversation(start);
  rerender(start, 1);
  // The user scrolls down to the button under the drafted sequence.
  element.scrollTop = 1_850;
  const typing = [...start, { role: 'bot' as const, top: 860 }];
  for (let progress = 2; progress < 10; progress += 1) rerender(typing, progress);
  expect(element.scrollTop).toBe(1_850);

  rerender([...typing, { role: 'user', top: 1_900 }], 10);
  expect(element.scrollTop).toBe(1_892);
});

it('follows again when the conversation starts over', () => {
  const { element, rerender } = renderConversation(start);
  rerender(start, 1);
  element.scrollTop = 40;
  rerender([], 2);
  rerender([{ role: 'bot', top: 500 }], 3);
  expect(element.scrollTop).toBe(492);
});
