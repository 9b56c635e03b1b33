import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { INVALID_LINKEDIN_PROFILE_URL } from 'contracts';
import { AppProviders, createAppQueryClient } from 'shared-ui';
import App from './App';

// jsdom has no ResizeObserver; antd's auto-sizing TextArea observes its own size.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// As the shell mounts it inside the dashboard layout: under '/dashboard/chats/*' with the antd providers.
function renderChat() {
  return render(
    <AppProviders queryClient={createAppQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/chats']}>
        <Routes>
          <Route path="/dashboard/chats/*" element={<App basePath="/dashboard/chats" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const messageBox = () => screen.getByLabelText('Message');

/** Types like a user who pastes a URL and presses Enter (pasting keeps the suite fast). */
async function send(text: string) {
  await userEvent.click(messageBox());
  await userEvent.paste(text);
  await userEvent.keyboard('{Enter}');
}
const conversation = () => screen.getByRole('list', { name: 'Conversation' });

describe('Reply Engine chat', () => {
  it('greets with the title, tagline and the empty state', () => {
    renderChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Reply Engine' })).toBeInTheDocument();
    expect(screen.getByText('No more silence after you apply.')).toBeInTheDocument();
    expect(screen.getByText('Turn applications into interviews.')).toBeInTheDocument();
    expect(screen.getByText('Paste a LinkedIn profile url.')).toBeInTheDocument();
    expect(screen.getByText(/look up the hiring manager's email/)).toBeInTheDocument();
    expect(screen.getByText(/craft your follow-ups/)).toBeInTheDocument();
    expect(screen.getByText(/time them/)).toBeInTheDocument();
  });

  it('does not send empty or whitespace-only input', async () => {
    renderChat();
    await send('   ');
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(screen.getByText('Turn applications into interviews.')).toBeInTheDocument();
  });

  it('rejects a URL that is not a LinkedIn profile with the spec message and a cross mark', async () => {
    renderChat();
    await send('https://example.com/jordan');
    const messages = within(conversation()).getAllByRole('listitem').filter((item) => item.dataset.role);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveAttribute('data-role', 'user');
    expect(messages[0]).toHaveTextContent('https://example.com/jordan');
    expect(messages[1]).toHaveAttribute('data-role', 'bot');
    expect(messages[1]).toHaveTextContent(`✗ ${INVALID_LINKEDIN_PROFILE_URL}`);
    expect(messageBox()).toHaveValue('');
  });

  it('accepts a LinkedIn profile URL and asks about the user next', async () => {
    renderChat();
    await send('https://www.linkedin.com/in/jordan-lee');
    const messages = within(conversation()).getAllByRole('listitem').filter((item) => item.dataset.role);
    expect(messages[0]).toHaveTextContent('https://www.linkedin.com/in/jordan-lee');
    expect(messages[1]).toHaveAttribute('data-role', 'bot');
    expect(messages[1]).not.toHaveTextContent(INVALID_LINKEDIN_PROFILE_URL);
    expect(messages[1]).toHaveTextContent(/tell me a little about yourself/i);
  });

  it('keeps Shift+Enter for a new line instead of sending', async () => {
    renderChat();
    await userEvent.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second');
    expect(messageBox()).toHaveValue('first line\nsecond');
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();
  });
});
