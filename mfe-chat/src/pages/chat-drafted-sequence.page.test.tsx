// The drafted sequence as the user will send it (issue 28): the recipient's first name and the user's name written
// in (never braces, never '[Your Name]'), edits stored with the placeholders, the chat's resume attached to the first
// email (removable), and gentle etiquette warnings that do not stop sending.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { fixtureUser } from 'mocks';
import { SEND_SEQUENCE_NOW, YOUR_NAME_DISPLAY, followUpTooSoonWarning } from 'contracts';
import { draftsFromGenerated } from '../conversation/drafts';
import { atSequence, GENERATED } from '../testing/chat-fixtures';
import { renderChat, setupChatTests } from '../testing/render-chat';

const { server, startBackend } = setupChatTests();

const email = (n: number) => within(screen.getByRole('region', { name: `Email ${n}` }));
const bodyOf = (n: number) => email(n).getByLabelText('Body') as HTMLTextAreaElement;
const RESUME = { id: 41, fileName: 'alex-morgan-resume.pdf' };

/**
 * Holds createEmailSequence's variables and answers a refusal, so the test reads what would be scheduled (after
 * startBackend, which installs the backend's own handlers).
 */
function captureSequence() {
  const captured: Array<{ data: { emails: Array<{ body: string; attachments: number[] }> } }> = [];
  server.use(
    graphql.mutation('CreateEmailSequence', ({ variables }) => {
      captured.push(variables as (typeof captured)[number]);
      return HttpResponse.json({ data: { createEmailSequence: { success: false, message: 'Held by the test', count: 0 } } });
    }),
  );
  return captured;
}

async function open(context = {}) {
  startBackend({ conversation: atSequence(context) });
  renderChat();
  await screen.findByRole('region', { name: 'Email 1' });
}

describe('Reply Engine: what you see is what is sent', () => {
  it("shows the recipient's first name and the user's name, never braces or [Your Name]", async () => {
    await open();
    for (const n of [1, 2, 3]) {
      expect(bodyOf(n).value).toMatch(/^Hi Jordan,\n/);
      expect(bodyOf(n).value).toContain(`\n${fixtureUser.name}`);
      expect(bodyOf(n).value).not.toMatch(/[{}]|\[Your Name\]/);
    }
    expect(screen.queryByText(YOUR_NAME_DISPLAY)).not.toBeInTheDocument();
    expect(screen.getByText(/To: Jordan Lee · jordan\.lee@acme\.example/)).toBeInTheDocument();
  });

  it('stores an edited body with the placeholders, so the names fill in when sent', async () => {
    await open();
    const captured = captureSequence();
    await userEvent.type(bodyOf(1), ' P.S. Thanks again.');
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await waitFor(() => expect(captured).toHaveLength(1));
    const [first] = captured.at(-1)!.data.emails;
    expect(first!.body).toMatch(/^Hi \{\{contact_first_name\}\},/);
    expect(first!.body).toMatch(/\{\{your_name\}\} P\.S\. Thanks again\.$/);
    expect(first!.body).not.toContain(fixtureUser.name);
  });

  it("shows a chip that says a name fills in at send time when the recipient's name is not known", async () => {
    await open({ contactName: null });
    expect(bodyOf(1).value).toMatch(/^Hi \(recipient's first name\),/);
    expect(email(1).getByText("Fills in when sent: (recipient's first name)")).toBeInTheDocument();
  });
});

describe("Reply Engine: the chat's resume goes with the first email", () => {
  it('attaches it by default, visibly, and sends its id with email 1 only', async () => {
    await open({ resume: RESUME, drafts: draftsFromGenerated(GENERATED, RESUME) });
    const captured = captureSequence();
    const list = screen.getByRole('list', { name: 'Attachments of Email 1' });
    expect(within(list).getByText(RESUME.fileName)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attachments of Email 2' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await waitFor(() => expect(captured).toHaveLength(1));
    expect(captured.at(-1)!.data.emails.map((e) => e.attachments)).toEqual([[RESUME.id], [], []]);
  });

  it('can be removed before sending', async () => {
    await open({ resume: RESUME, drafts: draftsFromGenerated(GENERATED, RESUME) });
    const captured = captureSequence();
    await userEvent.click(screen.getByRole('button', { name: `Remove ${RESUME.fileName}` }));
    expect(screen.queryByText(RESUME.fileName)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SEND_SEQUENCE_NOW }));
    await waitFor(() => expect(captured).toHaveLength(1));
    expect(captured.at(-1)!.data.emails.map((e) => e.attachments)).toEqual([[], [], []]);
  });
});

describe('Reply Engine: etiquette, gently', () => {
  it('the default delays trip no guard; a follow-up sooner than 3 business days and a disliked phrase are flagged, and the user may still send', async () => {
    await open();
    const warnings = screen.getByRole('list', { name: 'Suggestions before sending' });
    expect(within(warnings).queryByText(/Recruiters prefer at least/)).not.toBeInTheDocument();
    expect(within(warnings).getByText(/Follow-up 1 says "just following up"/)).toBeInTheDocument();
    const delay = email(2).getByLabelText('Days to wait');
    await userEvent.clear(delay);
    await userEvent.type(delay, '2');
    expect(within(warnings).getByText(followUpTooSoonWarning(1, 2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEND_SEQUENCE_NOW })).toBeEnabled();
  });
});
