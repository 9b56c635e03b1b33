// Steps 2-3 of the Reply Engine (product.md §4/§5): the role and company (more than 5 characters), then the drafting
// with its five progress messages rotating every 2.5 s, and a refusal said as the reply.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  JOB_EMAILS_FROM_TEMPLATE,
  JOB_EMAILS_GENERATED,
  RESUME_NO_TEXT,
  ROLE_TOO_SHORT,
  TIMINGS,
  ASK_ABOUT_ME,
  ASK_ROLE,
  GENERATION_PROGRESS_MESSAGES,
  TRY_AGAIN,
} from 'contracts';
import { savedConversation } from '../testing/chat-backend';
import { chatReady, findBotReply, lastBotText, messageBox, renderChat, send, setupChatTests } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

const atRole = () =>
  savedConversation(2, [['bot', ASK_ROLE]], {
    contactName: 'Jordan Lee',
    contactEmail: 'jordan.lee@acme.example',
    aboutMe: 'Frontend engineer with 6 years of React and TypeScript.',
  });

describe('Reply Engine: role and drafting (steps 2-3)', () => {
  it('asks for more than 5 characters of role, then drafts the three emails', async () => {
    const { chat } = startBackend({ conversation: atRole() });
    renderChat();
    await chatReady();
    await send('Dev');
    await findBotReply(ROLE_TOO_SHORT);
    await send('Senior Frontend Engineer at Acme');
    await findBotReply(JOB_EMAILS_GENERATED);
    expect(await screen.findByRole('region', { name: 'Email 3' })).toBeInTheDocument();
    expect(messageBox()).toBeDisabled();
    await waitFor(() => expect(chat.saves.at(-1)?.step).toBe(4));
    expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
      role: 'Senior Frontend Engineer at Acme',
      drafts: expect.any(Array),
    });
  });

  it('rotates the five progress messages every 2.5 s while drafting, with the input disabled', async () => {
    jest.useFakeTimers();
    try {
      startBackend({ conversation: atRole() });
      let release: () => void = () => undefined;
      server.use(
        graphql.mutation(
          'GenerateJobEmails',
          () =>
            new Promise<Response>((resolve) => {
              release = () =>
                resolve(
                  HttpResponse.json({ data: { generateJobEmails: { success: false, message: 'Drafting is busy', data: null } } }),
                );
            }),
        ),
      );
      renderChat();
      await chatReady();
      await send('Senior Frontend Engineer at Acme', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await act(async () => undefined);
      const status = screen.getByRole('status', { name: 'Drafting progress' });
      expect(messageBox()).toBeDisabled();
      for (const message of GENERATION_PROGRESS_MESSAGES) {
        expect(status).toHaveTextContent(message);
        act(() => jest.advanceTimersByTime(TIMINGS.progressMessageInterval - 1));
        expect(status).toHaveTextContent(message);
        act(() => jest.advanceTimersByTime(1));
      }
      expect(status).toHaveTextContent(GENERATION_PROGRESS_MESSAGES[0]!);
      act(() => release());
      await findBotReply('Drafting is busy');
      expect(screen.queryByRole('status', { name: 'Drafting progress' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a refusal as the reply and offers to try again; a resume problem goes back to step 1', async () => {
    startBackend({ conversation: atRole() });
    const answers = ['The writer is unavailable', RESUME_NO_TEXT];
    server.use(
      graphql.mutation('GenerateJobEmails', () =>
        HttpResponse.json({ data: { generateJobEmails: { success: false, message: answers.shift(), data: null } } }),
      ),
    );
    renderChat();
    await chatReady();
    await send('Senior Frontend Engineer at Acme');
    await findBotReply('The writer is unavailable');
    await userEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    await findBotReply(RESUME_NO_TEXT);
    expect(lastBotText()).toContain(ASK_ABOUT_ME);
    await waitFor(() => expect(screen.getByRole('button', { name: /upload resume/i })).toBeInTheDocument());
  });

  it("says so when the assistant's draft failed the checks and the emails come from the template", async () => {
    startBackend({ conversation: atRole() });
    const email = (subject: string) => ({ subject, body: 'Hi {{contact_first_name}},\n\nThanks!\n\n{{your_name}}' });
    server.use(
      graphql.mutation('GenerateJobEmails', () =>
        HttpResponse.json({
          data: {
            generateJobEmails: {
              success: true,
              message: JOB_EMAILS_FROM_TEMPLATE,
              data: { email_1: email('Template one'), follow_up_1: email('Template two'), follow_up_2: email('Template three') },
            },
          },
        }),
      ),
    );
    renderChat();
    await chatReady();
    await send('Senior Frontend Engineer at Acme');
    await findBotReply(JOB_EMAILS_FROM_TEMPLATE);
    expect(await screen.findByRole('region', { name: 'Email 3' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Template one')).toBeInTheDocument();
    expect(lastBotText()).not.toContain(JOB_EMAILS_GENERATED);
  });
});
