// Issue 35: the chat's sequence block (the preview the user sends from, and what Google's consent returns to) shows
// which Gmail address the emails go from, and says plainly when it is not the address the user signed in with.
import { screen, waitFor } from '@testing-library/react';
import { FROM_LABEL, otherSendingAddressNotice } from 'contracts';
import { fixtureUser } from 'mocks';
import { atSequence } from '../testing/chat-fixtures';
import { renderChat, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();
const OTHER_GMAIL = 'alex.jobs@gmail.com';

async function openSequenceConnectedAs(googleEmail: string) {
  const backend = startBackend({ conversation: atSequence() });
  backend.api.state.gmail = { googleEmail, tier: 'SEND_ONLY', needsReconnect: false };
  renderChat();
  await screen.findByRole('region', { name: 'Email 1' });
}

const fromLine = (address: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === `${FROM_LABEL} ${address}`);

describe('Reply Engine: the sending address on the sequence block', () => {
  it('shows From: the other Gmail address and the plain warning', async () => {
    await openSequenceConnectedAs(OTHER_GMAIL);
    expect(await fromLine(OTHER_GMAIL)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      `Emails will be sent from ${OTHER_GMAIL}, not ${fixtureUser.email}, the address you signed in with.`,
    );
    expect(otherSendingAddressNotice(OTHER_GMAIL, fixtureUser.email)).toBe(screen.getByRole('note').textContent);
  });

  it('shows From: the sign-in address and no warning when they are the same', async () => {
    await openSequenceConnectedAs(fixtureUser.email);
    expect(await fromLine(fixtureUser.email)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/the address you signed in with/)).not.toBeInTheDocument());
  });
});
