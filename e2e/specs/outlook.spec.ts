// Connecting Outlook as a person does, at 1280 and on a phone: sign up, Settings › Email Permissions › Connect
// Outlook, the Microsoft stand-in's sign-in and consent pages (its plain-HTTP pages port), and back on Settings the
// Outlook mailbox is connected; a three-email sequence then sends its first email from Outlook (the stand-in's Sent
// Items, read through its control API).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CONNECT_OUTLOOK, MAILBOX_DISCONNECTED, disconnectMailboxConfirm, mailConnectedText } from 'contracts';
import { registerNewAccount, toast, uniqueEmail } from '../support/accounts';
import { emailsOf, startThreeEmailSequence } from '../support/stop-on-reply';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewport';

const SAM = 'sam.seeker@outlook.com';
const ALEX = 'alex@contoso.com';
// The e2e config leaves the Microsoft stand-in on devstack's own ports (its control API is on the HTTPS one, with a
// certificate made at start that only the api is given).
const MICROSOFT_CONTROL = 'https://127.0.0.1:4080/__control';

interface SentItem {
  subject: string;
  toRecipients: Array<{ address: string }>;
}

async function sentItemsTo(request: APIRequestContext, mailbox: string, recipient: string): Promise<SentItem[]> {
  const response = await request.get(`${MICROSOFT_CONTROL}/mailboxes/${mailbox}/sentitems`, { ignoreHTTPSErrors: true });
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: SentItem[] };
  return messages.filter((message) => message.toRecipients.some((to) => to.address === recipient));
}

async function connectOutlook(page: Page, address: string, tap: boolean) {
  await page.goto('/dashboard/settings');
  const card = page.locator('.ant-card').filter({ has: page.getByText('Email Permissions', { exact: true }) });
  const press = (name: string, scope = card) =>
    tap ? scope.getByRole('button', { name }).tap() : scope.getByRole('button', { name }).click();
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

  test('connects Outlook from Settings through Microsoft sign-in, and disconnects it', async ({ page }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook'), 'outlook-password-1');
    const { card, press } = await connectOutlook(page, SAM, false);
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
  });
});

test.describe('Connect Outlook on a phone', () => {
  test.use(PHONE);

  test('connects Outlook from Settings on a 390 px screen', async ({ page }) => {
    await registerNewAccount(page, 'Sam Seeker', uniqueEmail('outlook-phone'), 'outlook-password-1');
    await connectOutlook(page, ALEX, true);
    await expectNoHorizontalOverflow(page, '/dashboard/settings with Outlook connected');
  });
});
