// Step 0 of the Reply Engine (product.md §2 empty state, §4 step 0, §5 LinkedIn rule): the profile URL, the lookup
// found / not found, a typed address and the name asked for.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  EMAIL_CONFIDENCE_LABELS,
  EMAIL_LOOKUP_RATE_LIMITED,
  INVALID_LINKEDIN_PROFILE_URL,
  LINKEDIN_EMAIL_NOT_FOUND,
  ASK_ABOUT_ME,
  ASK_CONTACT_NAME,
  CHAT_EMPTY_BULLETS,
  CHAT_EMPTY_HEADLINE,
  CHAT_EMPTY_PROMPT,
  CONTINUE_WITHOUT_EMAIL,
  EMAIL_NOT_FOUND_REPLY,
  FINDING_DETAILS,
  NO_EMAIL_NOTED,
  REPLY_ENGINE_TAGLINE,
  SKIP_NAME,
  detailsFound,
  withEmailConfidence,
  emailNoted,
} from 'contracts';
import {
  chatReady,
  findBotReply,
  lastBotText,
  messageBox,
  renderChat,
  send,
  setupChatTests,
  transcript,
} from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

describe('Reply Engine: step 0 (LinkedIn profile)', () => {
  it('greets with the title, the tagline and the empty state', async () => {
    startBackend();
    renderChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Reply Engine' })).toBeInTheDocument();
    expect(screen.getByText(REPLY_ENGINE_TAGLINE)).toBeInTheDocument();
    await chatReady();
    expect(screen.getByText(CHAT_EMPTY_HEADLINE)).toBeInTheDocument();
    expect(screen.getByText(CHAT_EMPTY_PROMPT)).toBeInTheDocument();
    for (const bullet of CHAT_EMPTY_BULLETS) expect(screen.getByText(bullet)).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });

  it('rejects a URL that is not a LinkedIn profile with the spec message and a cross mark', async () => {
    startBackend();
    renderChat();
    await chatReady();
    await send('https://www.linkedin.com/company/acme');
    await findBotReply(INVALID_LINKEDIN_PROFILE_URL);
    expect(transcript()).toEqual([
      ['user', 'https://www.linkedin.com/company/acme'],
      ['bot', `✗ ${INVALID_LINKEDIN_PROFILE_URL}`],
    ]);
    expect(messageBox()).toHaveValue('');
  });

  it('looks the profile up and shows the name and email it found, then asks about the user', async () => {
    const { chat } = startBackend();
    renderChat();
    await chatReady();
    await send('Here it is: https://www.linkedin.com/in/jane-recruiter?trk=feed');
    await findBotReply(ASK_ABOUT_ME);
    expect(transcript().map(([, text]) => text)).toEqual([
      'Here it is: https://www.linkedin.com/in/jane-recruiter?trk=feed',
      FINDING_DETAILS,
      withEmailConfidence(detailsFound('Jane Recruiter', 'jane.recruiter@example.com'), 'VERIFIED'),
      ASK_ABOUT_ME,
    ]);
    expect(chat.operations).toContain('GetLinkedInDetails');
    expect(screen.getByRole('button', { name: /upload resume/i })).toBeInTheDocument();
  });

  it('says when the address it found is only a guess, to be checked before sending', async () => {
    startBackend();
    server.use(
      graphql.mutation('GetLinkedInDetails', () =>
        HttpResponse.json({
          data: {
            linkedInDetailsFetcher: { email: 'sam.rivera@initech.example', name: 'Sam Rivera', emailConfidence: 'GUESSED' },
          },
        }),
      ),
    );
    renderChat();
    await chatReady();
    await send('https://www.linkedin.com/in/sam-rivera');
    await findBotReply(ASK_ABOUT_ME);
    expect(transcript().map(([, text]) => text)).toContain(
      `${detailsFound('Sam Rivera', 'sam.rivera@initech.example')} (${EMAIL_CONFIDENCE_LABELS.GUESSED})`,
    );
  });

  it('says it could not find the email, stays on the LinkedIn step and accepts a typed address and a name', async () => {
    startBackend();
    renderChat();
    await chatReady();
    await send('linkedin.com/in/not-found');
    await findBotReply(EMAIL_NOT_FOUND_REPLY);
    expect(transcript().some(([, text]) => text.includes(LINKEDIN_EMAIL_NOT_FOUND))).toBe(false);
    expect(screen.queryByRole('button', { name: /upload resume/i })).not.toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', expect.stringMatching(/email address/));

    await send('morgan@acme.example');
    await findBotReply(ASK_CONTACT_NAME);
    expect(transcript().map(([, text]) => text)).toContain(emailNoted('morgan@acme.example'));
    await send('Morgan Lee');
    await findBotReply(ASK_ABOUT_ME);
  });

  it('can go on without the email and without a name', async () => {
    startBackend();
    renderChat();
    await chatReady();
    await send('https://www.linkedin.com/in/not-found');
    await userEvent.click(await screen.findByRole('button', { name: CONTINUE_WITHOUT_EMAIL }));
    await findBotReply(ASK_CONTACT_NAME);
    expect(transcript().map(([, text]) => text)).toContain(NO_EMAIL_NOTED);
    await userEvent.click(screen.getByRole('button', { name: SKIP_NAME }));
    await findBotReply(ASK_ABOUT_ME);
    expect(transcript().at(-2)).toEqual(['user', SKIP_NAME]);
  });

  it('says a lookup failure in the chat and lets the user try again', async () => {
    startBackend();
    server.use(
      graphql.mutation('GetLinkedInDetails', () =>
        HttpResponse.json({ data: null, errors: [{ message: EMAIL_LOOKUP_RATE_LIMITED }] }),
      ),
    );
    renderChat();
    await chatReady();
    await send('https://www.linkedin.com/in/jordan-lee');
    await findBotReply(EMAIL_LOOKUP_RATE_LIMITED);
    expect(lastBotText()).toBe(`✗ ${EMAIL_LOOKUP_RATE_LIMITED}`);
    await waitFor(() => expect(messageBox()).toHaveAttribute('aria-disabled', 'false'));
  });

  it('looks up the whole slug of a percent-encoded or Unicode profile URL inside a message', async () => {
    const { chat } = startBackend();
    const asked: string[] = [];
    server.use(
      graphql.mutation<object, { linkedInUrl: string }>('GetLinkedInDetails', ({ variables }) => {
        asked.push(variables.linkedInUrl);
        return HttpResponse.json({ data: null, errors: [{ message: LINKEDIN_EMAIL_NOT_FOUND }] });
      }),
    );
    renderChat();
    await chatReady();
    await send('Hiring manager: https://www.linkedin.com/in/jos%C3%A9-garcia');
    await findBotReply(EMAIL_NOT_FOUND_REPLY);
    await waitFor(() => expect(messageBox()).toHaveAttribute('aria-disabled', 'false'));
    await send('Or this one https://de.linkedin.com/in/müller-anna?trk=x thanks');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(['https://www.linkedin.com/in/jos%C3%A9-garcia', 'https://www.linkedin.com/in/m%C3%BCller-anna']);
    await waitFor(() =>
      expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
        profileUrl: 'https://www.linkedin.com/in/m%C3%BCller-anna',
      }),
    );
  });
});
