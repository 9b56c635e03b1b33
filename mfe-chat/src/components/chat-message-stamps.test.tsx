// Issue 35 item 10: the chat's message stamps use the 12-hour clock like every other time in the product.
import { render } from '@testing-library/react';
import { clockTimeText } from 'contracts';
import { ChatMessageList } from './chat-message-list';

describe('chat message stamps', () => {
  it('read 2:05 PM, not 14:05, on the browser clock', () => {
    // 14:05 on the test machine's own clock, whatever its zone.
    const afternoon = new Date(2026, 11, 2, 14, 5).getTime();
    const justAfterMidnight = new Date(2026, 11, 3, 0, 10).getTime();
    const { container } = render(
      <ChatMessageList
        messages={[
          { id: 'a', role: 'bot', content: 'Paste a LinkedIn URL.', timestamp: afternoon },
          { id: 'b', role: 'user', content: 'Here it is.', timestamp: justAfterMidnight },
        ]}
        visibility={() => 'full'}
        typing={false}
      />,
    );
    const stamps = [...container.querySelectorAll('time')].map((stamp) => stamp.textContent);
    expect(stamps).toEqual(['2:05 PM', '12:10 AM']);
    expect(clockTimeText(afternoon)).toBe('2:05 PM');
  });
});
