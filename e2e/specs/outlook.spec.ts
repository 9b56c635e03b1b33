// Connecting Outlook as a person does, at 1280 and on a phone: sign up, Settings › Email Permissions › Connect
// Outlook, the Microsoft stand-in's sign-in and consent pages (its plain-HTTP pages port), and back on Settings the
// Outlook mailbox is connected; it switches to Send + detect replies (Microsoft asks for the added permission) and
// back to Send only (ours alone: the confirmation says Microsoft still lists it); a three-email sequence then sends
// its first email from Outlook (the stand-in's Sent Items, read through its control API).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONNECT_OUTLOOK,
  GMAIL_TIERS,
  MAILBOX_DISCONNECTED,
  OUTLOOK_SWITCHED_TO_SEND_ONLY,
  SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM,
  SWITCH_TO_DETECT_REPLIES,
  SWITCH_TO_SEND_ONLY,
  disconnectMailboxConfirm,
  mailConnectedText,
} from 'contracts';
import { registerNewAccount, toast, uniqueEmail } from '../support/accounts';
import { contactNow, emailsOf, startThreeEmailSequence } from '../support/stop-on-reply';
import { MICROSOFT_CONTROL_URL as MICROSOFT_CONTROL } from '../support/stand-in-ports';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewport';

const SAM = 'sam.seeker@outlook.com';
const ALEX = 'alex@contoso.com';

interface SentItem {
  id: string;
  subject: string;
  toRecipients: Array<{ address: string }>;
}

async function sentItemsTo(request: APIRequestContext, mailbox: string, recipient: string): Promise<SentItem[]> {
  const response = await request.get(`${MICROSOFT_CONTROL}/mailboxes/${mailbox}/sentitems`, { ignoreHTTPSErrors: true });
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: SentItem[] };
  return messages.filter((message) => message.toRecipients.some((to) => to.address === recipient));
}

/** The recipient answers the email at Microsoft: a reply in the same conversation lands in the sender's inbox. */
async function replyTo(request: APIRequestContext, sentItem: SentItem): Promise<void> {
  const response = await request.post(`${MICROSOFT_CONTROL}/messages/${sentItem.id}/reply`, {
    data: {},
    ignoreHTTPSErrors: true,
  });
  expect(response.ok()).toBe(true);
}

type Card = Awaited<ReturnType<typeof connectOutlook>>;

/**
 * Settings' tier switch on a connected Outlook: up through Microsoft's pages (the added Mail.ReadBasic asked, unless
 * this account consented to it before), then down after the confirmation, still connected both times.
 */
async function switchTiersBothWays(page: Page, address: string, { card, press }: Card) {
  const tier = (name: keyof typeof GMAIL_TIERS) => card.locator('.ant-tag').filter({ hasText: GMAIL_TIERS[name].label });
  await expect(tier('SEND_ONLY')).toBeVisible();
  await press(SWITCH_TO_DETECT_REPLIES);
  await expect(page.getByRole('heading', { name: 'Pick an account' })).toBeVisible();
  await page.locator(`a.account[data-email="${address}"]`).click();
  const asked = page.getByRole('heading', { name: 'Permissions requested' });
  await expect(asked.or(tier('SEND_AND_DETECT_REPLIES'))).toBeVisible();
  if (await asked.isVisible()) {
    await expect(page.getByText('Read your basic mail (no message bodies or attachments)')).toBeVisible();
    await page.getByRole('link', { name: 'Accept' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(tier('SEND_AND_DETECT_REPLIES')).toBeVisible();
  await expect(card.getByText(mailConnectedText(address, 'OUTLOOK'))).toBeVisible();

  await press(SWITCH_TO_SEND_ONLY);
  const confirm = page.locator('.ant-popover').filter({ hasText: SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM });
  await expect(confirm).toBeVisible();
  await press(SWITCH_TO_SEND_ONLY, confirm);
  await expect(toast(page, 'Success', OUTLOOK_SWITCHED_TO_SEND_ONLY)).toBeVisible();
  await expect(tier('SEND_ONLY')).toBeVisible();
  await expect(card.getByText(mailConnectedText(address, 'OUTLOOK'))).toBeVisible();
  await expect(card.getByRole('button', { name: SWITCH_TO_DETECT_REPLIES })).toBeVisible();
}

async function connectOutlook(page: Page, address: string, tap: boolean, tier = 'Send only') {
  await page.goto('/dashboard/settings');
  const card = page.locator('.ant-card').filter({ has: page.getByText('Email Permissions', { exact: true }) });
  const press = (name: string, scope = card) =>
    tap ? scope.getByRole('button', { name }).tap() : scope.getByRole('button', { name }).click();
  await card.getByRole('radio', { name: new RegExp(`^${tier.replace('+', '\\+')}`) }).check();
  await press(CONNECT_OUTLOOK);

  // Microsoft's pages: pick the account, read what is asked, accept. An account that consented before (a retry) is
  // sent straight back, as Microsoft does.
  await expect(page.getByRole('heading', { name: 'Pick an account' })).toBeVisible();
  await page.locator(`a.account[data-email="${address}"]`).click();
  const connected = card.getByText(mailConnectedText(address, 'OUTLOOK'));
  const asked = page.getByRole('heading', { name: 'Permissions requested' });
  await expect(asked.or(connected)).toBeVisible();
  if (await asked.isVisible()) {
    await expect(page.getByText('Send mail as you')).toBeVisible();
    await page.getByRole('link', { name: 'Accept' }).click();
  }

  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(connected).toBeVisible();
  return { card, press };
}

test.describe('Connect Outlook at 1280', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('connects Outlook from Settings through Microsoft sign-in, switches tiers both ways, and disconnects it', async ({
    page,
  }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook'), 'outlook-password-1');
    const connected = await connectOutlook(page, SAM, false);
    const { card, press } = connected;
    await switchTiersBothWays(page, SAM, connected);
    await press('Disconnect');
    await expect(page.getByText(disconnectMailboxConfirm('OUTLOOK'))).toBeVisible();
    await press('Disconnect', page.locator('.ant-popover'));
    await expect(toast(page, 'Success', MAILBOX_DISCONNECTED)).toBeVisible();
    await expect(card.getByText('Reconnect Outlook to resume')).toBeVisible();
  });

  test('a three-email sequence sends its first email from the connected Outlook', async ({ page, request }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook-send'), 'outlook-password-1');
    await connectOutlook(page, SAM, false);
    const recipient = uniqueEmail('riley');
    const { contactId } = await startThreeEmailSequence(page, recipient, 'Riley');

    await expect
      .poll(async () => (await sentItemsTo(request, SAM, recipient)).map((item) => item.subject), { timeout: 45_000 })
      .toEqual(['The Platform Engineer role']);
    await expect.poll(async () => (await emailsOf(page, contactId))[0]?.status).toBe('SENT');

    // The screens name Outlook: the contact's history opens Outlook on the web, no link speaks of Gmail.
    await page.goto(`/dashboard/contacts/${contactId}`);
    const view = page.getByRole('link', { name: /^View in Outlook/ });
    await expect(view).toHaveAttribute('href', 'https://outlook.live.com/mail/0/sentitems');
    await expect(page.getByRole('link', { name: /Gmail/ })).toHaveCount(0);
  });
});

test.describe('A reply in Outlook stops the sequence', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Send + detect replies: the recruiter answers in Outlook, the follow-ups never go', async ({ page, request }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook-reply'), 'outlook-password-1');
    await connectOutlook(page, SAM, false, 'Send + detect replies');
    const recipient = uniqueEmail('morgan');
    const { campaignId, contactId } = await startThreeEmailSequence(page, recipient, 'Morgan');

    await expect.poll(async () => (await sentItemsTo(request, SAM, recipient)).length, { timeout: 45_000 }).toBe(1);
    await expect.poll(async () => (await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['SENT', 'SCHEDULED']);

    const [first] = await sentItemsTo(request, SAM, recipient);
    await replyTo(request, first!);
    // The poll reads the inbox's changes every 5 s in this environment (REPLY_POLL_EVERY_SECONDS).
    await expect.poll(async () => (await contactNow(page, contactId)).status, { timeout: 30_000 }).toBe('RESPONDED');
    expect((await contactNow(page, contactId)).stopReason).toBe('REPLIED');
    expect((await emailsOf(page, contactId)).map((email) => email.status)).toEqual(['RECEIVED']);

    await page.goto(`/dashboard/campaigns/${campaignId}`);
    const row = page.getByRole('row', { name: /Morgan Recruiter/ });
    await expect(row.getByText('Responded')).toBeVisible();
    expect(await sentItemsTo(request, SAM, recipient)).toHaveLength(1);

    // The mailbox may be read, so 'View in Outlook' opens the email itself: Outlook on the web's link to its copy.
    await page.goto(`/dashboard/contacts/${contactId}`);
    const view = page.getByRole('link', { name: /^View in Outlook/ });
    await expect(view).toHaveAttribute(
      'href',
      `https://outlook.office365.com/owa/?ItemID=${encodeURIComponent(first!.id)}&exvsurl=1&viewmodel=ReadMessageItem`,
    );
  });
});

test.describe('Connect Outlook on a phone', () => {
  test.use(PHONE);

  test('connects Outlook from Settings on a 390 px screen and switches tiers both ways', async ({ page }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook-phone'), 'outlook-password-1');
    const connected = await connectOutlook(page, ALEX, true);
    await expectNoHorizontalOverflow(page, '/dashboard/settings with Outlook connected');
    await switchTiersBothWays(page, ALEX, connected);
    await expectNoHorizontalOverflow(page, '/dashboard/settings after switching Outlook to Send only');
  });
});
