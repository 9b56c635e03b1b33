// The send flow's other paths (product.md §4): no email found (inactive campaign, 'finding email...', the address asked
// for afterwards) and a failed step, which is said and resumed without creating a second campaign.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  FINDING_EMAIL_PLACEHOLDER,
  INVALID_EMAIL_ADDRESS,
  SEQUENCE_QUOTA_REACHED,
  failedToCreateEmailSequence,
  ASK_CONTACT_EMAIL,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  SEQUENCE_WAITING_FOR_EMAIL,
  VIEW_SEQUENCE,
  sendStepFailed,
} from 'contracts';
import { atSequence } from '../testing/chat-fixtures';
import { findBotReply, lastBotText, messageBox, renderChat, send, setupChatTests } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

const creations = (operations: string[]) => operations.filter((name) => /^(Create|Update)/.test(name));

describe('Reply Engine: sending without an email', () => {
  it('creates the campaign inactive, sends nothing, and starts it once the address is typed', async () => {
    const { api, chat } = startBackend({ conversation: atSequence({ contactEmail: null, emailSource: 'none' }) });
    renderChat();
    expect(await screen.findByText(`To: Jordan Lee · ${FINDING_EMAIL_PLACEHOLDER}`)).toBeInTheDocument();
    const contactsBefore = api.state.data.contacts.length;
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));

    await findBotReply(ASK_CONTACT_EMAIL);
    expect(screen.getByText(SEQUENCE_WAITING_FOR_EMAIL)).toBeInTheDocument();
    const campaign = api.state.data.campaigns.at(-1)!;
    expect(campaign).toMatchObject({ name: 'Follow up with Jordan Lee', isActive: false });
    expect(api.state.data.contacts).toHaveLength(contactsBefore);
    expect(creations(chat.operations)).toEqual(['CreateCampaign', 'CreateEmailSequence']);
    expect(screen.getByRole('link', { name: VIEW_SEQUENCE })).toHaveAttribute('href', `/dashboard/campaigns/${campaign.id}`);

    await send('jordan at acme');
    await findBotReply(INVALID_EMAIL_ADDRESS);
    await send('jordan.lee@acme.example');
    await findBotReply(/Your sequence is scheduled/);
    expect(creations(chat.operations)).toEqual([
      'CreateCampaign',
      'CreateEmailSequence',
      'CreateContact',
      'UpdateCampaign',
      'CreateEmailSequence',
    ]);
    expect(api.state.data.campaigns.find((c) => c.id === campaign.id)).toMatchObject({ isActive: true });
    expect(api.state.data.contacts.at(-1)).toMatchObject({
      campaignId: campaign.id,
      email: 'jordan.lee@acme.example',
      firstName: 'Jordan',
    });
    expect(screen.getByText('To: Jordan Lee · jordan.lee@acme.example')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    await waitFor(() => expect(messageBox()).toBeDisabled());
  });
});

describe('Reply Engine: a failed step of the send flow', () => {
  it('says what failed and resumes from there on retry, never creating a second campaign', async () => {
    const { api, chat } = startBackend({ conversation: atSequence() });
    let failures = 1;
    server.use(
      graphql.mutation('CreateContact', () =>
        failures-- > 0 ? HttpResponse.json({ data: null, errors: [{ message: 'Database unavailable' }] }) : undefined,
      ),
    );
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
    await findBotReply(sendStepFailed('Database unavailable'));
    const campaignsAfterFailure = api.state.data.campaigns.length;
    await waitFor(() => expect(screen.getByRole('button', { name: SEND_SEQUENCE_NOW })).toBeEnabled());
    await waitFor(() => expect(JSON.parse(chat.saves.at(-1)!.context).campaignId).toBe(api.state.data.campaigns.at(-1)!.id));

    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    expect(api.state.data.campaigns).toHaveLength(campaignsAfterFailure);
    expect(creations(chat.operations)).toEqual(['CreateCampaign', 'CreateContact', 'CreateContact', 'CreateEmailSequence']);
  });

  it("shows createEmailSequence's refusal (e.g. the monthly quota) and keeps the sequence editable", async () => {
    startBackend({ conversation: atSequence() });
    server.use(
      graphql.mutation('CreateEmailSequence', () =>
        HttpResponse.json({ data: { createEmailSequence: { success: false, message: SEQUENCE_QUOTA_REACHED, count: 0 } } }),
      ),
    );
    renderChat();
    await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
    await findBotReply(failedToCreateEmailSequence(SEQUENCE_QUOTA_REACHED));
    expect(lastBotText()).toBe(sendStepFailed(failedToCreateEmailSequence(SEQUENCE_QUOTA_REACHED)));
    await waitFor(() => expect(screen.getByRole('button', { name: SEND_SEQUENCE_NOW })).toBeEnabled());
  });
});
