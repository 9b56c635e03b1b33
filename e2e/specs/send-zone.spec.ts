// The chat proposes the recipient's working hours, not US Eastern: with the browser in Asia/Tokyo and in
// Australia/Sydney the drafted sequence says which zone it sends in and why, the user can change it, and the
// confirmation names the first send time in the recipient's time (and the user's when they differ).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ASK_ABOUT_ME,
  ASK_ROLE,
  JOB_EMAILS_GENERATED,
  REVIEW_DRAFTS,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
} from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { chatMessage, sendChatMessage } from '../support/chat';
import { addFinderProfile, authorizeGmail } from '../support/sequences';

test.describe.configure({ timeout: 180_000 });

const SEQUENCE_TITLE = 'Your follow-up sequence';

/** A recruiter of our own in the devstack email finder, at `domain` (example.com names no country). */
async function newRecruiter(request: APIRequestContext, firstName: string, domain: string) {
  const name = `${firstName} Recruiter`;
  const email = uniqueEmail(`zone-${firstName.toLowerCase()}`, domain);
  const slug = `${firstName.toLowerCase()}-zone-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const linkedInUrl = await addFinderProfile(request, slug, email, name);
  return { name, email, linkedInUrl };
}

/** Signs up, grants Gmail and drafts a sequence to the recruiter; answers the drafted block. */
async function draftSequence(page: Page, request: APIRequestContext, firstName: string, domain: string) {
  const recruiter = await newRecruiter(request, firstName, domain);
  await registerNewAccount(page, 'Kim Applicant', uniqueEmail('zone-seeker'), 'zone-password-1');
  await authorizeGmail(page);
  await page.goto('/dashboard/chats');
  await sendChatMessage(page, recruiter.linkedInUrl);
  await expect(chatMessage(page, ASK_ABOUT_ME)).toBeVisible();
  await sendChatMessage(page, 'Data engineer with five years of Kafka and Spark pipelines for logistics teams.');
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();
  await sendChatMessage(page, 'Senior Data Engineer at Globex');
  await expect(chatMessage(page, `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`)).toBeVisible({ timeout: 30_000 });
  const sequence = page.getByRole('region', { name: SEQUENCE_TITLE });
  await expect(sequence).toBeVisible();
  return { sequence, recruiter };
}

async function pickZone(page: Page, search: string, zone: string) {
  await page.getByRole('button', { name: 'change the sending zone' }).click();
  const picker = page.getByRole('combobox', { name: 'Sending timezone' });
  await picker.fill(search);
  // An option reads 'London · Europe/London (UTC+00:00)', or the zone alone where it has no friendlier name.
  await page
    .getByTitle(new RegExp(`(^|· )${zone.replace('/', '\\/')} \\(`))
    .first()
    .click();
}

async function sendAndReadFirstEmail(page: Page): Promise<string> {
  await page.getByRole('button', { name: SEND_SEQUENCE_NOW }).click();
  await expect(page.getByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled({ timeout: 30_000 });
  const firstSend = page.getByText(/^First email: /);
  await expect(firstSend).toBeVisible();
  return (await firstSend.textContent())!.replace(/^First email: /, '');
}

test.describe('browser in Asia/Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the chat proposes Tokyo (the address names no country), never New York', async ({ page, request }) => {
    const { sequence } = await draftSequence(page, request, 'Aiko', 'example.com');
    await expect(sequence.getByTestId('send-zone-note')).toHaveText("9:00-17:00 in Asia/Tokyo, your browser's zone; change");
    // The chat's zone step says the policy it schedules with, as the sequence's page does (issue 36).
    await expect(sequence.getByTestId('sends-line')).toHaveText(
      'Sends: 9:00-17:00, Monday to Friday, in Asia/Tokyo (public holidays skipped)',
    );
    await expect(sequence).not.toContainText('New York');
    await expect(sequence).not.toContainText('Eastern');

    const when = await sendAndReadFirstEmail(page);
    expect(when).toMatch(/in Tokyo/);
    expect(when).not.toMatch(/New York|Eastern/);
    await expect(chatMessage(page, `The first email goes out ${when}.`)).toBeVisible();
  });
});

test.describe('browser in Australia/Sydney', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test("the recipient's country wins over the browser, the user can pick Sydney, and a change re-plans", async ({
    page,
    request,
  }) => {
    const { sequence } = await draftSequence(page, request, 'Oliver', 'globex.co.uk');
    await expect(sequence.getByTestId('send-zone-note')).toContainText(
      "9:00-17:00 in the recipient's zone, Europe/London, guessed from globex.co.uk",
    );
    await expect(sequence).not.toContainText('New York');

    await pickZone(page, 'Sydney', 'Australia/Sydney');
    await expect(sequence.getByTestId('send-zone-note')).toContainText('9:00-17:00 in Australia/Sydney, the zone you chose');
    const when = await sendAndReadFirstEmail(page);
    expect(when).toMatch(/in Sydney/);
    expect(when).not.toMatch(/New York|Eastern|your time/); // the user's clock is Sydney's too

    // After scheduling, another zone re-plans the unsent emails at once and the chat says when the next one goes, in
    // the recipient's time and the user's.
    await pickZone(page, 'London', 'Europe/London');
    await expect(
      chatMessage(page, /Sending in Europe\/London's working hours now\. The next email goes .*in London.*your time/),
    ).toBeVisible();
  });
});
