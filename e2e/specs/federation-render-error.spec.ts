import { expect, test } from '@playwright/test';
import { consoleProblems, expectSequencesPage, REMOTE_ERROR_MESSAGE, sidebar, signUpToReplyEngine } from '../support/federation';

// A remote that throws while rendering: the billing page meets an answer the schema forbids (billingOverview null)
// and its render throws. The shell's error boundary shows its message in the remote's place; the sidebar still
// works, to the same remote's other pages and to the other remote.
test("a dashboard page that throws while rendering shows the error boundary's message and the sidebar still works", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'GetBillingOverview') return route.fallback();
    await route.fulfill({ json: { data: { billingOverview: null } } });
  });
  await signUpToReplyEngine(page, 'Riley Render');

  await sidebar(page).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByText(REMOTE_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(problems.some((text) => text.includes('[shell] remote "dashboard" crashed'))).toBe(true);

  await sidebar(page).getByRole('link', { name: 'Sequences' }).click();
  await expectSequencesPage(page);
  await expect(page.getByText(REMOTE_ERROR_MESSAGE)).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Reply Engine' }).click();
  await expect(page.getByText('Turn applications into interviews.')).toBeVisible();
});
