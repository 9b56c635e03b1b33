// 'Continue with Microsoft' as a person does it, at 1280 and on a phone: /register, the Microsoft stand-in's sign-in
// and consent pages (its plain-HTTP pages port; only the sign-in and the address are asked, no mail permission), and
// back on the dashboard signed in to a new account with the Microsoft account's verified address.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { MICROSOFT_CONTROL_URL as MICROSOFT_CONTROL } from '../support/stand-in-ports';
import { expectNoHorizontalOverflow, PHONE } from '../support/viewport';

/** A new personal Microsoft account (Outlook.com) at the stand-in, so every run signs up afresh. */
async function newPersonalAccount(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('ms-sign-in', 'outlook.com');
  const response = await request.post(`${MICROSOFT_CONTROL}/accounts`, {
    data: { email, name, kind: 'personal' },
    ignoreHTTPSErrors: true,
  });
  expect(response.ok()).toBe(true);
  return email;
}

async function continueWithMicrosoft(page: Page, email: string, tap: boolean) {
  const press = async (target: ReturnType<Page['getByRole']> | ReturnType<Page['locator']>) =>
    tap ? target.tap() : target.click();
  await page.goto('/register');
  await press(page.getByRole('button', { name: 'Continue with Microsoft' }));

  // Microsoft's pages: pick the account, read what is asked (who you are, your address: nothing about mail), accept.
  await expect(page.getByRole('heading', { name: 'Pick an account' })).toBeVisible();
  await press(page.locator(`a.account[data-email="${email}"]`));
  await expect(page.getByRole('heading', { name: 'Permissions requested' })).toBeVisible();
  await expect(page.getByText('View your email address')).toBeVisible();
  await expect(page.getByText('Send mail as you')).toHaveCount(0);
  await press(page.getByRole('link', { name: 'Accept' }));

  await expect(page).toHaveURL(/\/dashboard\/chats$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as {
    user: { email: string; name: string; emailVerified: boolean };
  } | null;
  expect(session?.user).toMatchObject({ email, emailVerified: true });
}

test.describe('Sign-in with Microsoft at 1280', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new user registers with Microsoft and lands on the dashboard signed in', async ({ page }) => {
    const email = await newPersonalAccount(page.request, 'Morgan Outlook');
    await continueWithMicrosoft(page, email, false);
  });
});

test.describe('Sign-in with Microsoft on a phone', () => {
  test.use(PHONE);

  test('a new user registers with Microsoft on a 390 px screen', async ({ page }) => {
    const email = await newPersonalAccount(page.request, 'Morgan Phone');
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/register with both sign-in buttons');
    await continueWithMicrosoft(page, email, true);
  });
});
