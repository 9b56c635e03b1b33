// The Reply Engine with a job posting (issue 38): a posting URL pasted where the role is asked fills the role and
// company and guesses the recipient's zone from the job's location, saying what it read in one line; a link it cannot
// read says so and the role question stays, answered by hand. Pasted first, before the profile, it answers the role
// question ahead of time.
import { screen, waitFor } from '@testing-library/react';
import {
  ASK_ABOUT_ME,
  ASK_ROLE,
  JOB_EMAILS_GENERATED,
  JOB_POSTING_THEN_PROFILE,
  JOB_POSTING_UNREADABLE,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  noContactWarning,
} from 'contracts';
import userEvent from '@testing-library/user-event';
import { savedConversation } from '../testing/chat-backend';
import { pinBrowserTimezone } from '../testing/chat-fixtures';
import { chatReady, findBotReply, renderChat, send, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();

const atRole = (contactEmail = 'jordan.lee@acme.example') =>
  savedConversation(2, [['bot', ASK_ROLE]], {
    contactName: 'Jordan Lee',
    contactEmail,
    aboutMe: 'Data analyst with 4 years of SQL and dashboards.',
  });

describe('Reply Engine: a job posting URL instead of the role', () => {
  let pinned: { restore: () => void };
  beforeEach(() => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
  });
  afterEach(() => pinned.restore());

  it("fills role and company from the posting, says what it read, and sends in the job's zone", async () => {
    const { chat, api } = startBackend({ conversation: atRole() });
    renderChat();
    await chatReady();
    await send('https://boards.greenhouse.io/acme/jobs/4012345');
    await findBotReply('Read from Greenhouse: Data Analyst at Acme Analytics, Berlin, Germany. Zone guess: Europe/Berlin.');
    await findBotReply(JOB_EMAILS_GENERATED);
    expect(chat.operations).toContain('ImportJobPosting');
    await waitFor(() =>
      expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
        role: 'Data Analyst at Acme Analytics',
        timezone: null,
        postingZone: 'Europe/Berlin',
      }),
    );
    // The drafts' block renders after the reply that announces them: waited for, not assumed (a loaded CI machine).
    expect(await screen.findByTestId('send-zone-note', {}, { timeout: 5000 })).toHaveTextContent(
      "9:00-17:00 in Europe/Berlin, guessed from the job's location (Berlin, Germany); change",
    );

    await userEvent.click(await screen.findByRole('button', { name: SEND_SEQUENCE_NOW }));
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    // A guess nobody chose: never stored as the user's pick.
    expect(api.state.data.campaigns.at(-1)).toMatchObject({ timezone: 'Europe/Berlin', timezoneSource: 'JOB_POSTING' });
    // The sequence is created from the server's kept import (its id), not from fields the chat holds.
    expect(api.state.data.campaigns.at(-1)!.jobPostingId).toBe(api.state.data.jobPostings!.at(-1)!.id);
    expect(screen.getByTestId('send-zone-note')).toHaveTextContent("guessed from the job's location (Berlin, Germany)");
  });

  it('proposes no zone for a remote posting: the browser zone stays', async () => {
    const { chat } = startBackend({ conversation: atRole() });
    renderChat();
    await chatReady();
    await send('jobs.lever.co/northwind/5ac8b2f0-1111-4a2b-9c3d-000000000001');
    await findBotReply('Read from Lever: Senior Backend Engineer at Northwind, remote.');
    // This posting asks candidates not to contact the recruiters: said before anything is scheduled, quoted.
    await findBotReply(noContactWarning('Please do not contact the recruiters directly; apply through the form.'));
    await findBotReply(JOB_EMAILS_GENERATED);
    await waitFor(() =>
      expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
        role: 'Senior Backend Engineer at Northwind',
        postingZone: null,
      }),
    );
    expect(await screen.findByTestId('send-zone-note', {}, { timeout: 5000 })).toHaveTextContent(
      "9:00-17:00 in Asia/Tokyo, your browser's zone",
    );
  });

  it('says in one line that a link could not be read, and takes the role typed by hand', async () => {
    const { chat } = startBackend({ conversation: atRole() });
    renderChat();
    await chatReady();
    await send('https://example.com/about-us');
    await findBotReply(JOB_POSTING_UNREADABLE);
    expect(chat.operations).not.toContain('GenerateJobEmails');
    await send('Data Analyst at Acme Analytics');
    await findBotReply(JOB_EMAILS_GENERATED);
  });

  it('takes the posting before the profile, and then skips the role question', async () => {
    const { chat } = startBackend();
    renderChat();
    await chatReady();
    await send('https://boards.greenhouse.io/acme/jobs/4012345');
    await findBotReply(JOB_POSTING_THEN_PROFILE);
    await send('https://www.linkedin.com/in/jane-recruiter');
    await findBotReply(ASK_ABOUT_ME);
    await send('Data analyst with 4 years of SQL and dashboards.');
    await findBotReply(JOB_EMAILS_GENERATED);
    expect(chat.operations.filter((name) => name === 'ImportJobPosting')).toHaveLength(1);
    const generate = chat.operations.indexOf('GenerateJobEmails');
    expect(generate).toBeGreaterThan(-1);
    expect(screen.queryByText(ASK_ROLE)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({
        role: 'Data Analyst at Acme Analytics',
        postingZone: 'Europe/Berlin',
      }),
    );
    expect(await screen.findByTestId('send-zone-note', {}, { timeout: 5000 })).toHaveTextContent('Europe/Berlin');
  });
});
