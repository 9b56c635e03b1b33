// Issue 28 (phone and flow): every list on a phone is cards with status and actions in view and no page is wider
// than the window with data in it; the Reply Engine is in the sidebar; links open pages at their top under an
// opaque header; the chat says the month's sequences left before any input; a sequence waiting for Gmail is a Draft
// that keeps its emails and is finished from the dashboard. Run at 390 x 844 (phone) and 1280 x 800.
import { expect, test, type Page } from '@playwright/test';
import { SaveSequenceDraftDocument, CreateContactDocument } from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { createCampaignAsUser, runAsUser, scheduleSequencesAsUser } from '../support/sequence-errors';
import { authorizeGmail } from '../support/sequences';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The check the issue names: the document is no wider than the window. */
async function expectFitsWindow(page: Page, where: string): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${where} is wider than the window`).toBe(true);
  await expectNoHorizontalOverflow(page, where);
}

/** An account with Gmail granted and one running sequence of one contact ('Contact1'); answers the campaign id. */
async function accountWithRunningSequence(page: Page, who: string): Promise<number> {
  await registerNewAccount(page, who, uniqueEmail('lists'), 'lists-password-1');
  await authorizeGmail(page);
  const campaignId = await createCampaignAsUser(page, 'Follow up with Contact1');
  await scheduleSequencesAsUser(page, campaignId, 1);
  return campaignId;
}

test.describe('on a phone (390 x 844)', () => {
  test.use(PHONE);

  test('lists are cards with status and actions in view, and no page with data is wider than the window', async ({ page }) => {
    const campaignId = await accountWithRunningSequence(page, 'Pat Phone');

    await page.goto('/dashboard/campaigns');
    await expect(page.getByRole('link', { name: 'Follow up with Contact1' })).toBeVisible();
    await expectFitsWindow(page, '/dashboard/campaigns with one sequence');

    await page.goto(`/dashboard/campaigns/${campaignId}`);
    const cards = page.getByRole('list', { name: 'Contacts' });
    const card = cards.getByRole('listitem').filter({ hasText: 'Contact1' });
    await expect(card).toBeVisible();
    await expect(card.locator('.sui-badge').first()).toBeVisible();
    for (const name of ['Pause Contact1', 'Mark as replied: Contact1', 'Delete Contact1']) {
      const action = card.getByRole('button', { name });
      await action.scrollIntoViewIfNeeded();
      await expectNotCovered(action);
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, `${name} reaches past the window`).toBeLessThanOrEqual(PHONE.viewport.width);
    }
    await expect(page.locator('.ant-table')).toHaveCount(0);
    await expectFitsWindow(page, `/dashboard/campaigns/${campaignId}`);

    await page.goto('/dashboard/contacts');
    const contactCard = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first();
    await expect(contactCard.getByRole('link', { name: 'View History: Contact1' })).toBeVisible();
    await expect(contactCard.locator('.sui-badge').first()).toBeVisible();
    await expectFitsWindow(page, '/dashboard/contacts with one contact');

    await page.goto('/dashboard/billing');
    await expect(page.getByText('Buy Additional Sequences').first()).toBeVisible();
    await expectFitsWindow(page, '/dashboard/billing');
  });

  test('the Reply Engine is in the drawer, and the chat says what is left before any input', async ({ page }) => {
    await registerNewAccount(page, 'Rae Drawer', uniqueEmail('drawer'), 'lists-password-2');
    await expect(page.getByText('3 of 3 sequences left this month')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    await page.goto('/dashboard/campaigns');
    await page.getByRole('button', { name: 'Toggle sidebar' }).tap();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Reply Engine', 'Sequences', 'Contacts', 'Settings', 'Billing']);
    await nav.getByRole('link', { name: 'Reply Engine' }).tap();
    await expect(page).toHaveURL(/\/dashboard\/chats$/);
    await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
    await expect(nav).toBeHidden();

    // The box's hint shows whole: the empty box is tall enough for its wrapped placeholder.
    const box = page.getByRole('textbox', { name: 'Message' });
    const fitsPlaceholder = await box.evaluate((element) => {
      const textarea = element as HTMLTextAreaElement;
      const probe = document.createElement('div');
      const style = getComputedStyle(textarea);
      Object.assign(probe.style, {
        position: 'absolute',
        visibility: 'hidden',
        boxSizing: 'border-box',
        width: `${textarea.getBoundingClientRect().width}px`,
        padding: style.padding,
        border: style.border,
        font: style.font,
        lineHeight: style.lineHeight,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      });
      probe.textContent = textarea.placeholder;
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().height;
      probe.remove();
      return textarea.getBoundingClientRect().height + 1 >= needed;
    });
    expect(fitsPlaceholder, 'the chat placeholder is cut off').toBe(true);
    await expectFitsWindow(page, '/dashboard/chats');
  });
});

test.describe('at 1280 x 800', () => {
  test.use(DESKTOP);

  test('the Reply Engine is in the sidebar, and a sequence shows its contacts as a table', async ({ page }) => {
    const campaignId = await accountWithRunningSequence(page, 'Dana Desk');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Reply Engine' }).click();
    await expect(page).toHaveURL(/\/dashboard\/chats$/);
    await expect(nav.getByRole('link', { name: 'Reply Engine' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('2 of 3 sequences left this month')).toBeVisible();

    await page.goto(`/dashboard/campaigns/${campaignId}`);
    await expect(page.locator('.ant-table').getByText('Contact1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause Contact1' })).toBeVisible();
    await expectFitsWindow(page, `/dashboard/campaigns/${campaignId} at 1280`);
  });

  test('a sequence waiting for Gmail is a Draft that keeps its emails and is finished from the dashboard', async ({ page }) => {
    await registerNewAccount(page, 'Drew Draft', uniqueEmail('draft'), 'lists-password-3');
    // What the chat leaves at 'One More Step': a campaign, its contact and the drafted emails, nothing scheduled.
    const campaignId = await createCampaignAsUser(page, 'Follow up with Morgan');
    const { createContact } = await runAsUser(page, CreateContactDocument, {
      data: { campaignId, email: uniqueEmail('morgan', 'globex.example'), firstName: 'Morgan' },
    });
    expect(createContact.success).toBe(true);
    const drafted = 'Morgan, my portfolio shows two accessibility audits I led.';
    const { saveSequenceDraft } = await runAsUser(page, SaveSequenceDraftDocument, {
      campaignId,
      data: {
        emails: [{ position: 1, subject: 'Product designer role', body: drafted, daysDelay: 0, nextMailInThread: true }],
      },
    });
    expect(saveSequenceDraft.success).toBe(true);

    await page.goto('/dashboard/campaigns');
    // The card is an article named by its title's link; a click anywhere on it opens the sequence.
    const card = page.getByRole('article', { name: 'Follow up with Morgan' });
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByText('Active')).toHaveCount(0);
    await card.click();
    await page.getByRole('link', { name: 'Finish sequence' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/campaigns/${campaignId}/email-sequences`));
    await expect(page.getByRole('textbox', { name: 'Body' }).first()).toHaveValue(drafted);
  });

  test('header and footer links open pages at their top under an opaque header', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.mk-header');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await header.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/cold-email-strategy-job-search$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText(/Plan for 2 follow-ups/)).toBeVisible();
  });
});
