// Sending without a mailbox grant (product.md §4/§6): 'One More Step!', the consent round trip (Google's or
// Microsoft's), the autoCreate return redirecting once after 0.5 s to sequenceApproved=true. The words name the user's
// mailbox: Gmail's exactly for a Gmail user, Outlook's for an Outlook user, "your mailbox" before any.
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
  CONNECT_OUTLOOK,
  GMAIL_ACCESS_REQUIRED,
  GMAIL_ONE_MORE_STEP,
  OUTLOOK_ADMIN_CONSENT_REQUIRED,
  mailAccessRequired,
  mailOneMoreStep,
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

/** Sends without a grant; by default as a Gmail user whose grant was revoked (the spec's Gmail words). */
async function sendWithoutGmail(mailbox: 'gmail' | 'outlook' | 'none' = 'gmail') {
  const backend = startBackend({ conversation: atSequence(), hasGmailPermission: false });
  if (mailbox === 'gmail') {
    backend.api.state.gmail = { googleEmail: 'alex.morgan@example.com', tier: 'SEND_ONLY', needsReconnect: true };
  } else if (mailbox === 'outlook') {
    backend.api.state.outlook = { address: 'sam.seeker@outlook.com', tier: 'SEND_ONLY', needsReconnect: true };
  }
  const view = renderChat();
  await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
  await findBotReply(mailOneMoreStep(mailbox === 'gmail' ? 'GMAIL' : mailbox === 'outlook' ? 'OUTLOOK' : null));
  return { ...backend, view };
}

const connectButtons = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text?.startsWith('Connect '));

describe('Reply Engine: Gmail not connected', () => {
  it("creates the campaign and contact, then asks 'One More Step!' and goes to Google's consent", async () => {
    const { api, chat } = await sendWithoutGmail();
    const campaign = api.state.data.campaigns.at(-1)!;
    expect(chat.operations.filter((name) => /^Create/.test(name))).toEqual(['CreateCampaign', 'CreateContact']);
    expect(await screen.findByRole('heading', { name: 'One More Step!' })).toBeInTheDocument();
    expect(screen.getByText(GMAIL_ONE_MORE_STEP)).toBeInTheDocument();
    expect(screen.getByText(GMAIL_ACCESS_REQUIRED)).toBeInTheDocument();

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

describe('Reply Engine: an Outlook user, or no mailbox yet', () => {
  const MICROSOFT_URL = 'http://localhost/#microsoft-consent';
  let outlookVariables: unknown[] = [];
  beforeEach(() => {
    outlookVariables = [];
  });
  const outlookAnswers = (success = true) =>
    graphql.mutation('StartOutlookConnection', ({ variables }) => {
      outlookVariables.push(variables);
      const started = success
        ? { success: true, message: 'started', url: MICROSOFT_URL }
        : { success: false, message: 'Outlook cannot be connected right now. Please try again later.', url: null };
      return HttpResponse.json({ data: { startOutlookConnection: started } });
    });

  it("names Outlook, offers 'Connect Outlook' first, and Microsoft comes back to the chat to finish", async () => {
    const { api, chat } = await sendWithoutGmail('outlook');
    const card = await screen.findByRole('region', { name: 'One More Step!' });
    expect(within(card).getByText(mailAccessRequired('OUTLOOK'))).toBeInTheDocument();
    // Gmail is only offered as the other choice: nothing else speaks of it.
    expect(screen.queryByText(/your Gmail|Gmail access/)).not.toBeInTheDocument();
    expect(connectButtons(card)).toEqual([CONNECT_OUTLOOK, CONNECT_GMAIL]);

    server.use(outlookAnswers());
    await userEvent.click(within(card).getByRole('radio', { name: /^Send \+ detect replies/ }));
    await userEvent.click(within(card).getByRole('button', { name: CONNECT_OUTLOOK }));
    await waitFor(() => expect(window.location.hash).toBe('#microsoft-consent'));
    const campaignId = api.state.data.campaigns.at(-1)!.id;
    const returnTo = `/dashboard/chats?campaignId=${campaignId}&autoCreate=true`;
    expect(outlookVariables).toEqual([{ detectReplies: true, returnTo }]);
    expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({ needsGmail: true, gmailReturnTo: returnTo });
  });

  it('says why when Outlook cannot start, and stays in the chat', async () => {
    await sendWithoutGmail('outlook');
    server.use(outlookAnswers(false));
    await userEvent.click(screen.getByRole('button', { name: CONNECT_OUTLOOK }));
    await findBotReply(/Outlook cannot be connected right now/);
    expect(window.location.hash).toBe('');
  });

  it('speaks of "your mailbox" before any was connected, offering Gmail and Outlook', async () => {
    await sendWithoutGmail('none');
    const card = await screen.findByRole('region', { name: 'One More Step!' });
    expect(within(card).getByText(mailAccessRequired(null))).toBeInTheDocument();
    expect(within(card).getByRole('radiogroup', { name: 'Mailbox access' })).toBeInTheDocument();
    expect(connectButtons(card)).toEqual([CONNECT_GMAIL, CONNECT_OUTLOOK]);
  });

  it('says in place why Outlook was not connected when Microsoft sends the user back with ?error=outlook', async () => {
    startBackend({ conversation: atSequence() });
    renderChat('/dashboard/chats?error=outlook&reason=admin-consent-required');
    expect(await screen.findByText(OUTLOOK_ADMIN_CONSENT_REQUIRED)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard/chats?reason=admin-consent-required'));
  });
});
