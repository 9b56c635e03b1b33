// The drafted sequence says which zone it sends in and why, and lets the user change it: the recipient's country from
// their address, else the browser's own zone (Tokyo stays Tokyo); a change after scheduling re-plans and the chat
// says exactly when the first email now goes, in the recipient's time and the user's.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEND_SEQUENCE_NOW, SEQUENCE_SCHEDULED_LABEL } from 'contracts';
import { atSequence, pinBrowserTimezone } from '../testing/chat-fixtures';
import { findBotReply, renderChat, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();

const zoneLine = () => screen.getByTestId('send-zone-note');

async function openSequence(context = {}) {
  const backend = startBackend({ conversation: atSequence(context) });
  renderChat();
  await screen.findByRole('region', { name: 'Email 1' });
  return backend;
}

describe('Reply Engine: the sending zone of the drafted sequence', () => {
  let pinned: { restore: () => void };
  afterEach(() => pinned.restore());

  it("proposes the browser's zone, not New York, when the address names no country", async () => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
    const { api } = await openSequence();
    expect(zoneLine()).toHaveTextContent("9:00-17:00 in Asia/Tokyo, your browser's zone; change");
    expect(await screen.findByTestId('first-send-preview')).toHaveTextContent(/^First email if you send now: .*in Tokyo/);

    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    expect(api.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Asia/Tokyo', timezoneSource: 'BROWSER' });
  });

  it("guesses the recipient's zone from a country-code domain, and a picked zone is the one saved", async () => {
    pinned = pinBrowserTimezone('Australia/Sydney');
    const { api } = await openSequence({ contactEmail: 'anna@globex.de' });
    expect(zoneLine()).toHaveTextContent("9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de; change");

    await userEvent.click(screen.getByRole('button', { name: 'change the sending zone' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Sending timezone' }), 'Zurich');
    await userEvent.click(await screen.findByTitle(/^Europe\/Zurich/));
    expect(zoneLine()).toHaveTextContent('9:00-17:00 in Europe/Zurich, the zone you chose; change');

    await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    expect(api.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Europe/Zurich', timezoneSource: 'CHOSEN' });
  });

  it('a zone changed after scheduling is saved at once and the chat says when the next email now goes', async () => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
    const { api, chat } = await openSequence({ contactEmail: 'anna@globex.de' });
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    const campaign = api.state.data.campaigns.at(-1)!;
    expect(campaign.timezone).toBe('Europe/Berlin');

    await userEvent.click(screen.getByRole('button', { name: 'change the sending zone' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Sending timezone' }), 'Sydney');
    await userEvent.click(await screen.findByTitle(/^Australia\/Sydney/));

    await findBotReply(/^Sending in Australia\/Sydney's working hours now\. The next email goes .*in Sydney \(.+ your time\)/);
    expect(chat.operations).toContain('UpdateCampaign');
    await waitFor(() => expect(api.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Australia/Sydney' }));
    expect(screen.getByText(/^First email: .*in Sydney \(.+ your time\)/)).toBeInTheDocument();
  });
});
