// Screens agree (product.md §10): once scheduled, the chat's sequence block reads the campaign as it is now. A zone
// changed on the sequence's page (the dashboard remote, the same query cache) shows in the block: at once while the
// chat is open, and when the user comes back to the chat. The chat's own zone change refreshes the sequence's page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEND_SEQUENCE_NOW, SEQUENCE_SCHEDULED_LABEL, UpdateCampaignDocument } from 'contracts';
import { executeGraphQL, invalidateSequence } from 'shared-ui';
import { atSequence, pinBrowserTimezone } from '../testing/chat-fixtures';
import { renderChat, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();

const zoneLine = () => screen.getByTestId('send-zone-note');

/** A scheduled sequence to anna@globex.de (Berlin, guessed from the domain), as the chat leaves it. */
async function scheduledSequence() {
  const backend = startBackend({ conversation: atSequence({ contactEmail: 'anna@globex.de' }) });
  const view = renderChat();
  await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
  await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
  expect(zoneLine()).toHaveTextContent('Europe/Berlin');
  expect(screen.getByText(/^First email: .*in Berlin \(/)).toBeInTheDocument();
  const campaign = backend.api.state.data.campaigns.at(-1)!;
  return { ...backend, view, campaignId: campaign.id };
}

/** What the sequence page's settings form sends: another zone, chosen. */
const changeZoneOnSequencePage = (campaignId: number, timezone: string) =>
  executeGraphQL(UpdateCampaignDocument, { id: campaignId, data: { timezone, timezoneSource: 'CHOSEN' } });

describe("Reply Engine: the scheduled sequence's block agrees with the sequence's page", () => {
  let pinned: { restore: () => void };
  beforeEach(() => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
  });
  afterEach(() => pinned.restore());

  it('shows a zone changed on the sequence page when the user comes back to the chat, not the zone it saved', async () => {
    const { view, campaignId, chat } = await scheduledSequence();
    view.unmount();

    await changeZoneOnSequencePage(campaignId, 'America/Chicago');
    renderChat();
    await waitFor(() => expect(zoneLine()).toHaveTextContent('9:00-17:00 in America/Chicago, the zone you chose; change'));
    expect(screen.getByText(/^First email: .*in Chicago \(/)).toBeInTheDocument();
    // The block itself (the conversation above it keeps its earlier reply, which named Berlin then).
    expect(screen.getByRole('region', { name: 'Your follow-up sequence' })).not.toHaveTextContent(/Berlin/);
    // The chat's saved copy is not what it shows: it still says Berlin.
    expect(JSON.parse(chat.conversation!.context) as { timezone: string }).toMatchObject({ timezone: 'Europe/Berlin' });
  });

  it('follows the change at once while the chat is open, through the query the two screens share', async () => {
    const { view, campaignId } = await scheduledSequence();

    await changeZoneOnSequencePage(campaignId, 'America/Chicago');
    // What the sequence page does once its save answered.
    await invalidateSequence(view.queryClient, { campaignId });
    await waitFor(() => expect(zoneLine()).toHaveTextContent('America/Chicago'));
    expect(screen.getByText(/^First email: .*in Chicago \(/)).toBeInTheDocument();
  });

  it("says what the sequence sends by: the chat's defaults before it is scheduled, the campaign's hours and week after a change on its page", async () => {
    const backend = startBackend({ conversation: atSequence({ contactEmail: 'anna@globex.de' }) });
    const view = renderChat();
    expect(await screen.findByTestId('sends-line')).toHaveTextContent(
      'Sends: 9:00-17:00, Monday to Friday, in Europe/Berlin (public holidays skipped)',
    );
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    const campaignId = backend.api.state.data.campaigns.at(-1)!.id;

    await executeGraphQL(UpdateCampaignDocument, {
      id: campaignId,
      data: { sendWindowStart: 600, sendWindowEnd: 960, workWeek: 'SUN_THU' },
    });
    await invalidateSequence(view.queryClient, { campaignId });
    await waitFor(() =>
      expect(screen.getByTestId('sends-line')).toHaveTextContent(
        'Sends: 10:00-16:00, Sunday to Thursday, in Europe/Berlin (public holidays skipped)',
      ),
    );
  });

  it("a zone changed in the chat refreshes the sequence page's cached campaign", async () => {
    const { view, campaignId } = await scheduledSequence();
    const key = ['GetSingleCampaign', { filter: { id: campaignId } }];
    await waitFor(() => expect(view.queryClient.getQueryState(key)?.status).toBe('success'));

    await userEvent.click(screen.getByRole('button', { name: 'change the sending zone' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Sending timezone' }), 'Sydney');
    await userEvent.click(await screen.findByTitle(/^Australia\/Sydney/));
    await waitFor(() =>
      expect(
        view.queryClient.getQueryData<{ campaign: { campaign: { timezone: string } } }>(key)?.campaign.campaign.timezone,
      ).toBe('Australia/Sydney'),
    );
    expect(zoneLine()).toHaveTextContent('Australia/Sydney');
    expect(screen.getByText(/^First email: .*in Sydney \(/)).toBeInTheDocument();
  });
});
