// Step 4 of the Reply Engine (product.md §4/§5): editing the three drafted emails, and 'Send Sequence Now' running
// createCampaign, createContact and createEmailSequence before 'Sequence Scheduled'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DAYS_TO_WAIT_MIN,
  DELAY_NEGATIVE,
  EMAIL_BODY_EMPTY,
  FIRST_EMAIL_PENDING_TIMING,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  VIEW_SEQUENCE,
  sequenceScheduledReply,
} from 'contracts';
import { fixtureUser } from 'mocks';
import { atSequence, pinBrowserTimezone } from '../testing/chat-fixtures';
import { findBotReply, messageBox, renderChat, setupChatTests } from '../testing/render-chat';

const { startBackend } = setupChatTests();

/** Fixes the clock (Date only; timers stay real) so 'now' and the mock scheduler's plan agree. */
function pinClock(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

const email = (n: number) => within(screen.getByRole('region', { name: `Email ${n}` }));
const sendButton = () => screen.getByRole('button', { name: SEND_SEQUENCE_NOW });

async function openSequence(context = {}) {
  const backend = startBackend({ conversation: atSequence(context) });
  renderChat();
  await screen.findByRole('region', { name: 'Email 1' });
  return backend;
}

describe('Reply Engine: the editable sequence (step 4)', () => {
  it("shows the three emails with the input disabled; the first goes in the recipient's working hours", async () => {
    await openSequence();
    expect(messageBox()).toBeDisabled();
    expect(email(1).getByText(`Sends: ${FIRST_EMAIL_PENDING_TIMING}`)).toBeInTheDocument();
    expect(email(1).queryByLabelText('Days to wait')).not.toBeInTheDocument();
    expect(email(2).getByLabelText('Days to wait')).toHaveValue('3');
    expect(email(3).getByLabelText('Days to wait')).toHaveValue('4');
    expect((email(1).getByLabelText('Body') as HTMLTextAreaElement).value).toContain(`Best regards,\n${fixtureUser.name}`);
    expect(screen.getByText(/To: Jordan Lee · jordan\.lee@acme\.example/)).toBeInTheDocument();
  });

  it('turns a non-numeric delay into 1 and refuses 0 and negative delays and an empty body', async () => {
    await openSequence();
    const delay = email(2).getByLabelText('Days to wait');
    await userEvent.clear(delay);
    await userEvent.type(delay, 'soon');
    await userEvent.tab();
    expect(delay).toHaveValue('1');

    await userEvent.clear(delay);
    await userEvent.type(delay, '0');
    expect(await email(2).findByRole('alert')).toHaveTextContent(DAYS_TO_WAIT_MIN);
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(delay);
    await userEvent.type(delay, '-3');
    expect(email(2).getByRole('alert')).toHaveTextContent(DELAY_NEGATIVE);
    await userEvent.clear(delay);
    await userEvent.type(delay, '5');
    expect(email(2).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.clear(email(1).getByLabelText('Body'));
    expect(email(1).getByRole('alert')).toHaveTextContent(EMAIL_BODY_EMPTY);
    expect(sendButton()).toBeDisabled();
  });

  it('reuses the previous subject for a same-thread follow-up and lets a new email have its own', async () => {
    await openSequence();
    const subject = email(2).getByLabelText('Subject');
    expect(subject).toHaveValue('Re: Quick follow-up on the Senior Frontend Engineer role');
    expect(subject).toHaveAttribute('readonly');
    await userEvent.click(email(2).getByText('New email'));
    expect(email(2).getByLabelText('Subject')).toHaveValue('Following up');
    expect(email(2).getByLabelText('Subject')).not.toHaveAttribute('readonly');
    expect(email(3).getByLabelText('Subject')).toHaveValue('Re: Following up');
  });

  it('Send Sequence Now creates the campaign, the contact and the sequence in order, then shows it scheduled', async () => {
    const timezone = pinBrowserTimezone('America/Toronto');
    pinClock('2025-06-02T12:00:00Z'); // Monday 8:00 in Toronto; the mock scheduler plans 13:00 UTC
    try {
      const { api, chat } = await openSequence();
      await userEvent.clear(email(1).getByLabelText('Subject'));
      await userEvent.type(email(1).getByLabelText('Subject'), 'Hello from Sam');
      const delay = email(3).getByLabelText('Days to wait');
      await userEvent.clear(delay);
      await userEvent.type(delay, '6');
      await userEvent.click(sendButton());

      const scheduled = await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
      expect(scheduled).toBeDisabled();
      const sent = chat.operations.filter((name) => /^Create/.test(name));
      expect(sent).toEqual(['CreateCampaign', 'CreateContact', 'CreateEmailSequence']);
      const campaign = api.state.data.campaigns.at(-1)!;
      expect(campaign).toMatchObject({
        name: 'Follow up with Jordan Lee',
        // The browser's own zone (no country in acme.example): Toronto stays Toronto.
        timezone: 'America/Toronto',
        excludeWeekends: true,
        isActive: true,
      });
      expect(api.state.data.contacts.at(-1)).toMatchObject({
        campaignId: campaign.id,
        email: 'jordan.lee@acme.example',
        firstName: 'Jordan',
        lastName: 'Lee',
      });
      const steps = api.state.data.steps.filter((step) => step.campaignId === campaign.id);
      expect(steps.map((step) => [step.position, step.subject, step.daysDelay, step.nextMailInThread])).toEqual([
        [1, 'Hello from Sam', 0, true],
        [2, 'Hello from Sam', 3, true],
        [3, 'Hello from Sam', 6, true],
      ]);
      // The mock scheduler answers 13:00 UTC on Monday 2 June 2025: 9:00 AM in Toronto, the user's zone too.
      await findBotReply(sequenceScheduledReply('Mon 9:00 AM in Toronto'));
      expect(screen.getByText('First email: Mon 9:00 AM in Toronto')).toBeInTheDocument();
      expect(email(1).getByLabelText('Subject')).toBeDisabled();
      expect(screen.getByRole('link', { name: VIEW_SEQUENCE })).toHaveAttribute('href', `/dashboard/campaigns/${campaign.id}`);
      // The block stays under the reply that introduced it; the confirmation follows the block.
      const confirmation = screen.getByText(/Your sequence is scheduled/);
      const block = screen.getByRole('region', { name: 'Your follow-up sequence' });
      expect(block.compareDocumentPosition(confirmation) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await waitFor(() =>
        expect(JSON.parse(chat.saves.at(-1)!.context)).toMatchObject({ campaignId: campaign.id, scheduled: true }),
      );
    } finally {
      timezone.restore();
      jest.useRealTimers();
    }
  });

  it("names the campaign after the 'Hiring Manager' when the name is unknown", async () => {
    const { api } = await openSequence({ contactName: null });
    await userEvent.click(sendButton());
    await screen.findByRole('button', { name: SEQUENCE_SCHEDULED_LABEL });
    expect(api.state.data.campaigns.at(-1)!.name).toBe('Follow up with Hiring Manager');
    expect(api.state.data.contacts.at(-1)).toMatchObject({ firstName: 'Hiring Manager', lastName: null });
  });
});
