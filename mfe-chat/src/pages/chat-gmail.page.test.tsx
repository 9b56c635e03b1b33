// Sending without the Gmail grant (product.md §4/§6): 'One More Step!', the consent round trip, the autoCreate return
// redirecting once after 0.5 s to sequenceApproved=true.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import {
  AUTH_BASE_PATH,
  AUTH_PATHS,
  FAILED_TO_AUTHORIZE_GOOGLE_MAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  GMAIL_SEND_SCOPE,
  TIMINGS,
  CONNECT_GMAIL,
  GMAIL_ONE_MORE_STEP,
  GMAIL_TIERS,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
} from 'contracts';
import { GENERATED, atSequence } from '../testing/chat-fixtures';
import { findBotReply, renderChat, setupChatTests } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

// jsdom navigates only within the page: a consent URL that differs by its hash shows where the browser went.
const CONSENT_URL = 'http://localhost/#google-consent';
afterEach(() => window.history.replaceState(null, '', '/'));

const location = () => screen.getByTestId('location').textContent;
/** Variables of every StartGoogleAuthFlow the chat sent. */
let startFlowVariables: unknown[] = [];
beforeEach(() => {
  startFlowVariables = [];
});
const startFlowAnswers = (url: string | null, success = true) =>
  graphql.mutation('StartGoogleAuthFlow', ({ variables }) => {
    startFlowVariables.push(variables);
    return HttpResponse.json({
      data: { startGoogleAuthFlow: { success, message: success ? 'started' : 'not configured', url } },
    });
  });

async function sendWithoutGmail() {
  const backend = startBackend({ conversation: atSequence(), hasGmailPermission: false });
  const view = renderChat();
  await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
  await findBotReply(GMAIL_ONE_MORE_STEP);
  return { ...backend, view };
}

describe('Reply Engine: Gmail not connected', () => {
  it("creates the campaign and contact, then asks 'One More Step!' and goes to Google's consent", async () => {
    const { api, chat } = await sendWithoutGmail();
    const campaign = api.state.data.campaigns.at(-1)!;
    expect(chat.operations.filter((name) => /^Create/.test(name))).toEqual(['CreateCampaign', 'CreateContact']);
    expect(await screen.findByRole('heading', { name: 'One More Step!' })).toBeInTheDocument();

    server.use(startFlowAnswers(CONSENT_URL));
    await userEvent.click(screen.getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    // Google comes back to the chat, which finishes the sequence there.
    expect(startFlowVariables).toEqual([
      { returnTo: `/dashboard/chats?campaignId=${campaign.id}&autoCreate=true`, detectReplies: false },
    ]);
    // The intended return was saved before the browser left.
    expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
      campaignId: campaign.id,
      needsGmail: true,
      gmailReturnTo: `/dashboard/chats?campaignId=${campaign.id}&autoCreate=true`,
    });
  });

  it('keeps the drafted emails on the campaign, which stays a Draft (nothing scheduled) while Gmail waits', async () => {
    const { api, chat } = await sendWithoutGmail();
    const campaign = api.state.data.campaigns.at(-1)!;
    expect(chat.operations).toContain('SaveSequenceDraft');
    expect(chat.operations).not.toContain('CreateEmailSequence');
    const saved = api.state.data.steps.filter((step) => step.campaignId === campaign.id);
    expect(saved.map((step) => step.subject)).toEqual([
      GENERATED.email_1.subject,
      GENERATED.email_1.subject,
      GENERATED.email_1.subject,
    ]);
    expect(saved.map((step) => step.body)).toEqual([
      GENERATED.email_1.body,
      GENERATED.follow_up_1.body,
      GENERATED.follow_up_2.body,
    ]);
    expect(api.state.data.emails.filter((email) => email.campaignId === campaign.id)).toEqual([]);
  });

  it('offers the two Gmail tiers, Send only chosen, and asks for reply detection when the user picks it', async () => {
    const { api } = await sendWithoutGmail();
    const card = screen.getByRole('region', { name: 'One More Step!' });
    for (const tier of Object.values(GMAIL_TIERS))
      expect(within(card).getByText(tier.description, { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: new RegExp(`^${GMAIL_TIERS.SEND_ONLY.label}`) })).toBeChecked();

    server.use(startFlowAnswers(CONSENT_URL));
    await userEvent.click(within(card).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(card).getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    const campaignId = api.state.data.campaigns.at(-1)!.id;
    expect(startFlowVariables).toEqual([
      { returnTo: `/dashboard/chats?campaignId=${campaignId}&autoCreate=true`, detectReplies: true },
    ]);
  });

  it('asks the auth service for the consent with the chat as the callback when the mutation gives no URL', async () => {
    const { api } = await sendWithoutGmail();
    const bodies: unknown[] = [];
    server.use(
      startFlowAnswers(null),
      http.post(`*${AUTH_BASE_PATH}${AUTH_PATHS.signInSocial}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: CONSENT_URL, redirect: true });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: CONNECT_GMAIL }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    const returnTo = `/dashboard/chats?campaignId=${api.state.data.campaigns.at(-1)!.id}&autoCreate=true`;
    expect(bodies).toEqual([{ provider: 'google', callbackURL: returnTo, scopes: [GMAIL_SEND_SCOPE] }]);
  });

  it("says 'Failed to start Google Mail authorization flow' when the flow cannot start", async () => {
    await sendWithoutGmail();
    server.use(startFlowAnswers(null, false));
    await userEvent.click(screen.getByRole('button', { name: CONNECT_GMAIL }));
    await findBotReply(FAILED_TO_START_GOOGLE_AUTH);
    expect(window.location.hash).toBe('');
  });

  it('back with autoCreate=true and the grant: schedules, then redirects once after 0.5 s to sequenceApproved=true', async () => {
    const { api, chat, view } = await sendWithoutGmail();
    const campaignId = api.state.data.campaigns.at(-1)!.id;
    await waitFor(() => expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({ needsGmail: true }));
    view.unmount();
    api.state.hasGmailPermission = true;

    jest.useFakeTimers();
    try {
      renderChat(`/dashboard/chats?campaignId=${campaignId}&autoCreate=true`);
      await findBotReply(/Your sequence is scheduled/);
      expect(chat.operations.filter((name) => name === 'CreateEmailSequence')).toHaveLength(1);
      expect(location()).toBe(`/dashboard/chats?campaignId=${campaignId}&autoCreate=true`);
      act(() => jest.advanceTimersByTime(TIMINGS.chatAutoRedirect - 100));
      expect(location()).toContain('autoCreate=true');
      act(() => jest.advanceTimersByTime(150));
      expect(location()).toBe(`/dashboard/chats?campaignId=${campaignId}&sequenceApproved=true`);
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(screen.queryByRole('button', { name: CONNECT_GMAIL })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.chatAutoRedirect + 100));
    expect(location()).toBe(`/dashboard/chats?campaignId=${campaignId}&sequenceApproved=true`);
    expect(chat.operations.filter((name) => name === 'CreateEmailSequence')).toHaveLength(1);
  });

  it('follows the saved return path when the grant brought the user back to the chat without it', async () => {
    const { api } = startBackend({
      conversation: atSequence({
        campaignId: 101,
        contactId: 201,
        campaignActive: true,
        needsGmail: true,
        gmailReturnTo: '/dashboard/chats?campaignId=101&autoCreate=true',
      }),
    });
    renderChat();
    await waitFor(() => expect(location()).toBe('/dashboard/chats?campaignId=101&sequenceApproved=true'));
    expect(await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled();
    expect(api.state.data.steps.filter((step) => step.campaignId === 101)).toHaveLength(3);
  });

  it("shows 'Failed to authorize Google Mail permissions' when Google sends the user back with ?error=gmail", async () => {
    startBackend({ conversation: atSequence() });
    renderChat('/dashboard/chats?error=gmail');
    expect(await screen.findByText(FAILED_TO_AUTHORIZE_GOOGLE_MAIL)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/chats'));
  });
});
