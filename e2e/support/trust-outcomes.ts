// Set-up for trust-outcomes.spec.ts (issue 35 items 5, 7, 8, 10 in a browser): a sequence in a zone that reads
// differently from the browser's (so the '(... your time)' half of a moment shows), a draft sequence, a Gmail grant in
// the headers-only tier, an outcome set from the contact page, and a reply alert's labelled links from the dev inbox.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  CreateCampaignDocument,
  CreateContactDocument,
  CreateEmailSequenceDocument,
  REPLY_OUTCOME_LABELS,
  replyOutcomeSaved,
  timezonePickerGroups,
  type ReplyOutcome,
} from 'contracts';
import { uniqueEmail } from './accounts';
import { runAsUser } from './sequence-errors';
import { staysInsideWindow } from './sending-window';
import { STAND_IN_PORTS } from './stand-in-ports';
import type { RunningSequence } from './stop-on-reply';

const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.google}/__control`;

/** 'HH:MM' on the zone's clock at `at`: two zones read alike when this is the same. */
const clockOf = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

/**
 * An offered zone whose sending window is open now and for the next hour (the first email goes at once) and whose
 * clock reads differently from the browser's: the contact page then shows both clocks.
 */
export function zoneInsideWindowUnlike(browserZone: string, at = new Date()): string {
  const { common, all } = timezonePickerGroups(at);
  const zone = [...common, ...all].find(
    ({ value }) => staysInsideWindow(value, at, false) && clockOf(value, at) !== clockOf(browserZone, at),
  );
  if (!zone) throw new Error(`No offered zone is inside its sending window and unlike ${browserZone} right now`);
  return zone.value;
}

/** A campaign in `zone` with Dana Lee at `recipient`; with `emails`, a two-email sequence (else a draft). */
export async function sequenceTo(
  page: Page,
  recipient: string,
  zone: string,
  emails = true,
): Promise<RunningSequence & { zone: string }> {
  const { createCampaign } = await runAsUser(page, CreateCampaignDocument, {
    data: { name: 'Platform Engineer at Globex', timezone: zone, excludeWeekends: false, isActive: true },
  });
  const campaignId = createCampaign.campaign!.id;
  const { createContact } = await runAsUser(page, CreateContactDocument, {
    data: { email: recipient, firstName: 'Dana', lastName: 'Lee', campaignId },
  });
  expect(createContact.success, createContact.message).toBe(true);
  if (emails) {
    const { createEmailSequence } = await runAsUser(page, CreateEmailSequenceDocument, {
      campaignId,
      data: {
        emails: [
          {
            position: 1,
            subject: 'The Platform Engineer role',
            body: 'Hi {{contact_first_name}}',
            daysDelay: 0,
            nextMailInThread: true,
          },
          { position: 2, subject: 'The Platform Engineer role', body: 'Bumping this up.', daysDelay: 2, nextMailInThread: true },
        ],
      },
    });
    expect(createEmailSequence.success, createEmailSequence.message).toBe(true);
  }
  return { campaignId, contactId: createContact.contact!.id, zone };
}

/** Connects a Gmail account of its own in the headers-only tier ('Send + detect replies'), from Settings. */
export async function connectGmailDetectingReplies(page: Page): Promise<string> {
  const google = uniqueEmail('mailbox', 'gmail.com');
  const added = await page.request.post(`${CONTROL_URL}/accounts`, { data: { email: google, name: 'Jamie Mailbox' } });
  expect(added.status()).toBe(201);
  await page.goto('/dashboard/settings');
  const permissions = page.locator('.ant-card').filter({ hasText: 'Email Permissions' });
  await permissions.getByRole('radio', { name: /^Send \+ detect replies/ }).check();
  await permissions.getByRole('button', { name: 'Authorize Google Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.locator(`a.account[data-email="${google}"]`).click();
  await expect(page).toHaveURL(/\/dashboard\/settings/);
  await expect(permissions.getByText('Send + detect replies', { exact: true })).toBeVisible();
  return google;
}

/** Sets an outcome from the contact page's picker, as a user does, and waits for the page to say it. */
export async function setOutcomeOnContactPage(page: Page, contactId: number, outcome: ReplyOutcome): Promise<void> {
  await page.goto(`/dashboard/contacts/${contactId}`);
  await page.getByLabel(/^Set (the|another) outcome$/).selectOption({ label: REPLY_OUTCOME_LABELS[outcome] });
  await page.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByText(replyOutcomeSaved(outcome)).first()).toBeVisible();
  await expect(page.locator('.db-outcome__current')).toContainText(REPLY_OUTCOME_LABELS[outcome]);
}

/** What GET /__dev/mail answers per message that this file reads (the plain-text body names each link). */
interface DevInboxText {
  subject: string;
  text: string;
}

/**
 * The link labelled `label` in the newest email to `to` that has one: the mail layout writes a choice as
 * '- Other reply: https://...' in the text body. Waits for it to arrive.
 */
export async function emailedChoiceLink(request: APIRequestContext, to: string, label: string): Promise<string> {
  const prefix = `- ${label}: `;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as DevInboxText[];
        link = messages
          .flatMap((message) => message.text.split('\n'))
          .map((line) => line.trim())
          .find((line) => line.startsWith(prefix))
          ?.slice(prefix.length);
        return link;
      },
      { message: `an email to ${to} with a '${label}' link`, timeout: 30_000 },
    )
    .toBeDefined();
  return link!;
}
