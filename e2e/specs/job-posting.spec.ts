// A job posting in the Reply Engine, kept with the sequence and re-read while follow-ups wait (issue 38), at 1280 and
// 390 px: a Greenhouse-shaped URL answers the role question (role, company and the job's zone read from the devstack
// job board), the sequence is sent, the job is closed on the board, the re-check (every few seconds under e2e:
// JOB_POSTING_RECHECK_EVERY_SECONDS) holds the follow-ups, and the sequence's page offers 'Send anyway' and 'Stop'.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ASK_ABOUT_ME,
  ASK_ROLE,
  JOB_EMAILS_GENERATED,
  POSTING_HOLD_SENT_ANYWAY,
  POSTING_HOLD_STOPPED,
  REVIEW_DRAFTS,
  SEND_ANYWAY,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  STOP_FOLLOW_UPS,
  detailsFound,
  followUpCampaignName,
} from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import { chatMessage, sendChatMessage } from '../support/chat';
import { addFinderProfile, authorizeGmail } from '../support/sequences';
import { STAND_IN_PORTS } from '../support/stand-in-ports';

const BOARDS = `http://127.0.0.1:${STAND_IN_PORTS.jobBoards}`;
test.describe.configure({ timeout: 150_000 });

/** A Greenhouse job of its own on the devstack board (Berlin), so closing it touches no other test. */
async function newBoardJob(request: APIRequestContext): Promise<{ id: string; url: string }> {
  const id = String(5_000_000 + Math.floor(Math.random() * 4_000_000));
  const response = await request.post(`${BOARDS}/__control/postings`, {
    data: {
      ats: 'greenhouse',
      board: 'acme',
      id,
      title: 'Data Analyst',
      company: 'Acme Analytics',
      companySite: 'https://careers.acme-analytics.com',
      city: 'Berlin',
      region: 'Berlin',
      country: 'Germany',
      countryCode: 'DE',
      descriptionHtml: '<p>Build dashboards with SQL.</p>',
    },
  });
  expect(response.ok()).toBe(true);
  return { id, url: `https://boards.greenhouse.io/acme/jobs/${id}` };
}

async function sequenceFromPosting(page: Page, request: APIRequestContext, firstName: string) {
  const job = await newBoardJob(request);
  const name = `${firstName} Recruiter`;
  const email = uniqueEmail(`posting-${firstName.toLowerCase()}`);
  const profile = await addFinderProfile(request, `${firstName.toLowerCase()}-posting-${Date.now()}`, email, name);
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('posting-seeker'), 'posting-password-1');
  await authorizeGmail(page);

  await page.goto('/dashboard/chats');
  await sendChatMessage(page, profile);
  await expect(chatMessage(page, detailsFound(name, email))).toBeVisible();
  await expect(chatMessage(page, ASK_ABOUT_ME)).toBeVisible();
  await sendChatMessage(page, 'Analyst who turns messy data into dashboards people use every day.');
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();

  // The posting answers the role question: what was read, in one line, with the job's zone.
  await sendChatMessage(page, job.url);
  await expect(
    chatMessage(page, 'Read from Greenhouse: Data Analyst at Acme Analytics, Berlin, Germany. Zone guess: Europe/Berlin.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(chatMessage(page, `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`)).toBeVisible({ timeout: 30_000 });
  const first = page.getByRole('region', { name: 'Email 1' });
  await expect(first.getByLabel('Subject')).toHaveValue(/Data Analyst/);

  await page.getByRole('button', { name: SEND_SEQUENCE_NOW }).click();
  await expect(page.getByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled({ timeout: 30_000 });
  return { job, name };
}

/** Closes the job on the board, then opens the sequence until the re-check has held it. */
async function closeAndSeeHold(page: Page, request: APIRequestContext, job: { id: string }, name: string) {
  const closed = await request.post(`${BOARDS}/__control/postings/greenhouse/acme/${job.id}/close`);
  expect(closed.ok()).toBe(true);
  await page.goto('/dashboard/campaigns');
  await page.getByText(followUpCampaignName(name)).first().click();
  await expect(page).toHaveURL(/\/dashboard\/campaigns\/\d+$/);
  const notice = page.getByRole('alert').filter({ hasText: 'The Data Analyst job at Acme Analytics closed on' });
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(notice).toContainText('The remaining follow-ups are on hold');
  await expect(notice.getByRole('button', { name: SEND_ANYWAY })).toBeVisible();
  await expect(notice.getByRole('button', { name: STOP_FOLLOW_UPS })).toBeVisible();
  return notice;
}

/** Nothing of the page reaches past the viewport's width (the phone layout rule). */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a posting in the chat, the job closes, the follow-ups hold; 'Stop' ends them", async ({ page, request }) => {
    const { job, name } = await sequenceFromPosting(page, request, 'Casey');
    const notice = await closeAndSeeHold(page, request, job, name);
    await noSidewaysScroll(page);
    await notice.getByRole('button', { name: STOP_FOLLOW_UPS }).click();
    await expect(page.getByText(POSTING_HOLD_STOPPED).first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('Job closed').first()).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the same at phone width; 'Send anyway' resumes the follow-ups", async ({ page, request }) => {
    const { job, name } = await sequenceFromPosting(page, request, 'Drew');
    const notice = await closeAndSeeHold(page, request, job, name);
    await noSidewaysScroll(page);
    await notice.getByRole('button', { name: SEND_ANYWAY }).click();
    await expect(page.getByText(POSTING_HOLD_SENT_ANYWAY).first()).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
