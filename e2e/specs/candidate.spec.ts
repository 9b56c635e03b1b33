// The candidate review demo in a real browser (product.md §4 'Candidate review'): credits start at 1, the first view is
// free, the same candidate again is free, a different one costs the credit, a third is blocked with a way to get
// credits; the resume downloads as a PDF; toasts never cover Close/Download; nothing overlaps on a phone.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  ANALYTICS_EVENTS_PATH,
  CREDITS_NEEDED,
  FREE_RESUME_VIEW_USED,
  RESUME_DOWNLOADED,
  RESUME_VIEWED_CREDIT_USED,
} from 'contracts';
import { expectNoHorizontalOverflow, expectNotCovered, PHONE } from '../support/viewport';

/** The demo candidates (mfe-candidate/src/data/demo-candidates.ts). */
const SARAH = { id: 'sarah-chen', name: 'Sarah Chen' };
const MARCUS = { id: 'marcus-johnson', name: 'Marcus Johnson' };
const PRIYA = { id: 'priya-sharma', name: 'Priya Sharma' };

/** The header's 'View Resume' (the preview below has a second one while the resume is hidden). */
const viewResumeButton = (page: Page) => page.getByRole('button', { name: 'View Resume' }).first();
const resumeActions = (page: Page) => page.getByRole('toolbar', { name: 'Resume actions' });

async function openCandidate(page: Page, candidate: { id: string }) {
  await page.goto(`/candidate/${candidate.id}`);
  await expect(page.getByTestId('candidate-name')).toBeVisible();
}

test('credits: first view free, the same again free, a different one costs the credit, a third is blocked', async ({ page }) => {
  // 1. First view: FREE badge, reveals Sarah without spending the credit.
  await openCandidate(page, SARAH);
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();
  await expect(page.getByTestId('candidate-name')).not.toHaveText(SARAH.name);
  await expect(page.getByTestId('candidate-credits')).toHaveText('1 resume credit left');
  const viewEvent = page.waitForRequest(
    (request) => request.url().endsWith(ANALYTICS_EVENTS_PATH) && request.method() === 'POST',
  );
  await viewResumeButton(page).click();
  await viewEvent;
  await expect(page.getByText(FREE_RESUME_VIEW_USED)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/candidate/${SARAH.id}/resume$`));
  await expect(page.getByRole('document', { name: `Resume of ${SARAH.name}` })).toBeVisible();
  // The toast is up, and Close and Download are still in plain sight.
  await expectNotCovered(resumeActions(page).getByRole('button', { name: 'Download Resume' }));
  await expectNotCovered(resumeActions(page).getByRole('button', { name: 'Close' }));

  // 2. The same candidate again: free, no credit toast, the credit still there.
  await resumeActions(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${SARAH.id}$`));
  await expect(page.getByTestId('candidate-name')).toHaveText(SARAH.name);
  await expect(page.getByText('FREE', { exact: true })).toBeHidden();
  await viewResumeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${SARAH.id}/resume$`));
  await expect(page.getByText(RESUME_VIEWED_CREDIT_USED)).toBeHidden();

  // 3. A different candidate: costs the one credit, with the toast.
  await openCandidate(page, MARCUS);
  await expect(page.getByTestId('candidate-credits')).toHaveText('1 resume credit left');
  await viewResumeButton(page).click();
  await expect(page.getByText(RESUME_VIEWED_CREDIT_USED)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/candidate/${MARCUS.id}/resume$`));
  await expect(page.getByRole('document', { name: `Resume of ${MARCUS.name}` })).toBeVisible();

  // 4. A third: blocked, still masked, told why and where credits come from.
  await openCandidate(page, PRIYA);
  await expect(page.getByTestId('candidate-credits')).toHaveText('0 resume credits left');
  await viewResumeButton(page).click();
  await expect(page.getByText(CREDITS_NEEDED).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/candidate/${PRIYA.id}$`));
  await expect(page.getByTestId('candidate-name')).not.toHaveText(PRIYA.name);
  const getCredits = page.getByRole('link', { name: 'Get more credits' });
  await expectNotCovered(getCredits);
  await getCredits.click();
  await expect(page).toHaveURL(/\/pricing$/);

  // The credits survive a reload: Sarah and Marcus stay revealed, Priya stays blocked.
  await openCandidate(page, MARCUS);
  await expect(page.getByTestId('candidate-name')).toHaveText(MARCUS.name);
  await openCandidate(page, PRIYA);
  await expect(page.getByTestId('candidate-name')).not.toHaveText(PRIYA.name);
});

test('the resume downloads as {name}-resume.pdf, and the toast leaves Close and Download uncovered', async ({ page }) => {
  await openCandidate(page, SARAH);
  await viewResumeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/candidate/${SARAH.id}/resume$`));

  const download = resumeActions(page).getByRole('button', { name: 'Download Resume' });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('sarah-chen-resume.pdf');
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await expect(page.getByText(RESUME_DOWNLOADED)).toBeVisible();
  await expectNotCovered(download);
  await expectNotCovered(resumeActions(page).getByRole('button', { name: 'Close' }));

  // The full-resolution viewer has the same buttons and the same file.
  await page.goto(`/resume/${SARAH.id}`);
  const again = page.waitForEvent('download');
  await resumeActions(page).getByRole('button', { name: 'Download Resume' }).click();
  expect((await again).suggestedFilename()).toBe('sarah-chen-resume.pdf');
});

test.describe('on a phone (390 px)', () => {
  test.use(PHONE);

  test('nothing overlaps and nothing scrolls sideways, before and after the reveal', async ({ page }) => {
    await openCandidate(page, SARAH);
    await expectNoHorizontalOverflow(page, 'candidate page (hidden)');

    await viewResumeButton(page).tap();
    await expect(page).toHaveURL(new RegExp(`/candidate/${SARAH.id}/resume$`));
    await expectNoHorizontalOverflow(page, 'resume preview');
    await expectNotCovered(resumeActions(page).getByRole('button', { name: 'Download Resume' }));
    await expectNotCovered(resumeActions(page).getByRole('button', { name: 'Close' }));

    await resumeActions(page).getByRole('button', { name: 'Close' }).tap();
    // 'Open resume' sits below the preview, not on its text (it used to cover EDUCATION).
    const openResume = page.getByRole('link', { name: 'Open resume' });
    // Centred, so a toast still showing at the bottom of the screen is not what is measured.
    await openResume.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expectNotCovered(openResume);
    const preview = page.getByRole('document', { name: `Resume of ${SARAH.name}` });
    const [linkBox, previewBox] = [await openResume.boundingBox(), await preview.boundingBox()];
    expect(linkBox!.y).toBeGreaterThanOrEqual(previewBox!.y + previewBox!.height);
    await expectNoHorizontalOverflow(page, 'candidate page (revealed)');

    await page.goto(`/resume/${SARAH.id}`);
    await expect(resumeActions(page)).toBeVisible();
    await expectNoHorizontalOverflow(page, 'full-resolution viewer');
  });
});
