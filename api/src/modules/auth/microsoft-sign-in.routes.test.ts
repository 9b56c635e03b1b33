// 'Continue with Microsoft' end to end on real PostgreSQL: the start, devstack's Microsoft sign-in pages driven over
// HTTPS as a user would, the callback. Who is who goes by tenant and object id; an address is linked only when
// Microsoft vouches for it (a personal account's own address, or xms_edov), never on the email claim alone.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSUMER_TENANT_ID, signInToMicrosoft, startMicrosoftStandIn, type MicrosoftStandIn } from 'devstack/microsoft';
import { startSmtpInbox, type SmtpInbox } from 'devstack/smtp';
import {
  MICROSOFT_NOT_CONFIGURED,
  MICROSOFT_SIGN_IN_FAILURE_REASONS as REASONS,
  REDIRECT_NOT_ALLOWED,
  UNSUPPORTED_MICROSOFT_SCOPE,
} from 'contracts';
import { microsoftEnv } from '../../../testkit/env/microsoft-env';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { TEST_PASSWORD, linkIn, mailTo, sessionUser, signIn, signUp } from '../../../testkit/auth/auth-helpers';

const ORIGIN = 'http://localhost:8080';
const CALLBACK = `${ORIGIN}/api/auth/callback/microsoft`;
const CONTOSO = '72f988bf-0000-4000-8000-00000000c0de';

let counter = 0;
const unique = (label: string, domain: string) => `${label}${++counter}.${Date.now()}@${domain}`;
const failed = (reason: string) => `/login?error=microsoft&reason=${reason}`;

describe('Sign-in with Microsoft', () => {
  let ms: MicrosoftStandIn;
  let inbox: SmtpInbox;
  let app: TestApp;

  beforeAll(async () => {
    [ms, inbox] = await Promise.all([startMicrosoftStandIn(), startSmtpInbox()]);
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'ms-ca-')), 'ca.pem');
    writeFileSync(caFile, ms.caPem);
    const env = { APP_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: inbox.smtpUrl, ...microsoftEnv(ms, caFile) };
    app = await startTestApp({ env });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([ms.close(), inbox.close()]);
  });
  beforeEach(() => ms.reset());

  const userRows = (email: string) =>
    app.db.pool
      .query<{ id: string; email_verified: boolean; microsoft_sub: string | null; password_hash: string | null; name: string }>(
        'select id, email_verified, microsoft_sub, password_hash, name from users where lower(email) = $1',
        [email.toLowerCase()],
      )
      .then((result) => result.rows);

  async function start(jar: CookieJar, body: Record<string, unknown> = {}) {
    const response = await app.request('/api/auth/sign-in/social', { json: { provider: 'microsoft', ...body }, jar });
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  }

  /** Microsoft's pages for `signInName` (Accept, Cancel, or "Return to the application"), back to our callback. */
  async function microsoftSaysBack(url: string, signInName: string, choice: 'accept' | 'cancel' | 'back' = 'accept') {
    const { redirect, page } = await signInToMicrosoft(url, ms.caPem, signInName, choice);
    if (!redirect) throw new Error(`Microsoft's pages did not redirect back: ${page.slice(0, 200)}`);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(CALLBACK);
    return `${redirect.pathname}${redirect.search}`;
  }

  /** The whole flow in the browser of `jar`: start, Microsoft's pages, the callback. */
  async function microsoftFlow(signInName: string, jar = new CookieJar(), body: Record<string, unknown> = {}) {
    const callback = await app.request(await microsoftSaysBack(await start(jar, body), signInName), { jar });
    expect(callback.status).toBe(303);
    return { jar, location: callback.headers.get('location') };
  }

  it("answers Microsoft's authorize URL for name and address only, with state, PKCE and our callback", async () => {
    const jar = new CookieJar();
    const url = new URL(await start(jar));
    expect(`${url.origin}${url.pathname}`).toBe(`${ms.url}/common/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe(ms.app.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    // No mail permission, and no refresh token asked for: sign-in keeps no token.
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^.{16,}$/);
    expect(url.searchParams.get('prompt')).toBe('select_account');
    // The state lives in a short-lived cookie of this browser, not in a session.
    expect(jar.get('ms_state')).toBeDefined();
    expect(jar.get('sid')).toBeUndefined();
    // Microsoft's consent page asks for the sign-in and the address, nothing about mail and no lasting access.
    const email = unique('consenter', 'contoso.com');
    ms.addAccount({ email });
    const { page } = await signInToMicrosoft(url.toString(), ms.caPem, email);
    expect(page).toContain('View your email address');
    expect(page).not.toMatch(/Send mail as you|Read your basic mail|Maintain access/);
  });

  it('creates a verified account for a new personal Microsoft account, and signs it in', async () => {
    const email = unique('sam', 'outlook.com');
    const account = ms.addAccount({ email, name: 'Sam Seeker', kind: 'personal' });
    const { jar, location } = await microsoftFlow(email);
    expect(location).toBe('/dashboard/chats');
    expect(jar.get('sid')).toBeDefined();
    expect(jar.get('ms_state')).toBeUndefined();
    expect(await sessionUser(app, jar)).toMatchObject({ email, name: 'Sam Seeker', emailVerified: true, hasPassword: false });
    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.microsoft_sub).toBe(`${CONSUMER_TENANT_ID}:${account.oid}`);
    expect(rows[0]!.password_hash).toBeNull();
  });

  it('signs a returning user in to the same account, found by tenant and object id even after the address changed', async () => {
    const email = unique('returning', 'contoso.com');
    ms.addAccount({ email, name: 'Ret Urning' });
    const first = await microsoftFlow(email, new CookieJar(), { callbackURL: '/dashboard/settings' });
    expect(first.location).toBe('/dashboard/settings');
    const userId = (await sessionUser(app, first.jar))!.id;

    // The tenant gives the same user (same object id) another mail address.
    const renamed = unique('renamed', 'contoso.com');
    ms.addAccount({ email, name: 'Ret Urning', mail: renamed });
    const second = await microsoftFlow(email);
    expect((await sessionUser(app, second.jar))?.id).toBe(userId);
    expect(await userRows(renamed)).toHaveLength(0);
  });

  it('links an existing account when Microsoft vouches for its address (xms_edov), keeping the password', async () => {
    const email = unique('alex', 'contoso.com');
    ms.addAccount({ email, name: 'Alex From Microsoft' });
    const { userId, jar: passwordBrowser } = await signUp(app, { email, name: 'Email Name' });
    await app.db.pool.query('update users set email_verified = true where id = $1', [userId]);

    const { jar } = await microsoftFlow(email);
    expect((await sessionUser(app, jar))?.id).toBe(userId);
    const rows = await userRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.microsoft_sub).toMatch(new RegExp(`^${CONTOSO}:`));
    expect(rows[0]!.name).toBe('Email Name');
    expect((await signIn(app, email, TEST_PASSWORD)).response.status).toBe(200);
    expect((await sessionUser(app, passwordBrowser))?.id).toBe(userId);
  });

  it('links a never-verified account only after clearing the password someone else may have chosen', async () => {
    const email = unique('squatted', 'outlook.com');
    ms.addAccount({ email, kind: 'personal' });
    const { userId, jar: squatter } = await signUp(app, { email, password: 'squatter-pass' });

    const { jar } = await microsoftFlow(email);
    expect(await sessionUser(app, jar)).toMatchObject({ id: userId, emailVerified: true });
    expect(await sessionUser(app, squatter)).toBeNull();
    expect((await signIn(app, email, 'squatter-pass')).response.status).toBe(401);
  });

  it("refuses to link an account by a work account's unverified email (nOAuth), and links nothing", async () => {
    const victim = unique('victim', 'example.org');
    const { userId, jar: victimBrowser } = await signUp(app, { email: victim });
    await app.db.pool.query('update users set email_verified = true where id = $1', [userId]);
    // A stranger's tenant sets its user's mail to the victim's address, a domain it does not own.
    const attacker = unique('mallory', 'contoso.com');
    ms.addAccount({ email: attacker, mail: victim, mailDomainVerified: false });

    const { jar, location } = await microsoftFlow(attacker);
    expect(location).toBe(failed(REASONS.emailNotVerified));
    expect(await sessionUser(app, jar)).toBeNull();
    const [row] = await userRows(victim);
    expect(row).toMatchObject({ id: userId, microsoft_sub: null });
    expect(row!.password_hash).not.toBeNull();
    expect((await sessionUser(app, victimBrowser))?.id).toBe(userId);
  });

  it('creates an unverified account for an address Microsoft does not vouch for', async () => {
    const signInName = unique('newhire', 'contoso.com');
    const mail = unique('newhire.personal', 'example.net');
    ms.addAccount({ email: signInName, name: 'New Hire', mail, mailDomainVerified: false });
    const { jar, location } = await microsoftFlow(signInName);
    expect(location).toBe('/dashboard/chats');
    expect(await sessionUser(app, jar)).toMatchObject({ email: mail, emailVerified: false });
  });

  it("unlinks a Microsoft account that claimed an unproven address once the address's owner resets the password", async () => {
    const owner = unique('owner', 'example.org');
    const stranger = unique('stranger', 'contoso.com');
    ms.addAccount({ email: stranger, mail: owner, mailDomainVerified: false });
    const { jar: strangerBrowser } = await microsoftFlow(stranger);
    expect(await sessionUser(app, strangerBrowser)).toMatchObject({ email: owner, emailVerified: false });

    // The address's owner cannot sign up ('User already exists') but can reset the password through the mailbox.
    expect(
      (await app.request('/api/auth/forget-password', { json: { email: owner, redirectTo: `${ORIGIN}/reset-password` } })).status,
    ).toBe(200);
    const token = linkIn(await mailTo(inbox, owner, 'Reset your password'), `${ORIGIN}/reset-password?token=`).searchParams.get(
      'token',
    )!;
    expect((await app.request('/api/auth/reset-password', { json: { token, newPassword: 'owners-pass' } })).status).toBe(200);

    expect(await sessionUser(app, strangerBrowser)).toBeNull();
    const again = await microsoftFlow(stranger);
    expect(again.location).toBe(failed(REASONS.emailNotVerified));
    expect((await signIn(app, owner, 'owners-pass')).response.status).toBe(200);
    expect((await userRows(owner))[0]).toMatchObject({ email_verified: true, microsoft_sub: null });
  });

  it("sends the browser to /login with the reason when the user cancels on Microsoft's page", async () => {
    const email = unique('canceller', 'contoso.com');
    ms.addAccount({ email });
    const jar = new CookieJar();
    const back = await microsoftSaysBack(await start(jar), email, 'cancel');
    expect(new URL(back, ORIGIN).searchParams.get('error')).toBe('access_denied');
    const callback = await app.request(back, { jar });
    expect(callback.headers.get('location')).toBe(failed(REASONS.cancelled));
    expect(await sessionUser(app, jar)).toBeNull();
    expect(await userRows(email)).toHaveLength(0);
  });

  it('says a school tenant needs its administrator, and signs the student in once the admin consented', async () => {
    const jar = new CookieJar();
    const back = await microsoftSaysBack(await start(jar), 'jo.student@fabrikam.edu', 'back');
    const callback = await app.request(back, { jar });
    expect(callback.headers.get('location')).toBe(failed(REASONS.adminConsentRequired));
    expect(await sessionUser(app, jar)).toBeNull();

    ms.grantAdminConsent(ms.tenants().find((tenant) => tenant.adminConsentRequired)!.id);
    const admitted = await microsoftFlow('jo.student@fabrikam.edu');
    expect(admitted.location).toBe('/dashboard/chats');
    expect(await sessionUser(app, admitted.jar)).toMatchObject({ email: 'jo.student@fabrikam.edu', emailVerified: true });
  });

  it('refuses an answer in a browser that did not start the sign-in, and a replayed one', async () => {
    const email = unique('csrf', 'contoso.com');
    ms.addAccount({ email });
    const back = await microsoftSaysBack(await start(new CookieJar()), email);
    // An attacker's code and state replayed in the victim's browser (login CSRF).
    const victim = new CookieJar();
    const callback = await app.request(back, { jar: victim });
    expect(callback.headers.get('location')).toBe(failed(REASONS.expired));
    expect(await sessionUser(app, victim)).toBeNull();
    expect(await userRows(email)).toHaveLength(0);

    // The same browser, twice: the state is used up by the first answer.
    const jar = new CookieJar();
    const own = await microsoftSaysBack(await start(jar), email);
    expect((await app.request(own, { jar })).headers.get('location')).toBe('/dashboard/chats');
    expect((await app.request(own, { jar })).headers.get('location')).toBe(failed(REASONS.expired));
  });

  it('only redirects to paths on this site, and asks Microsoft for no extra scope', async () => {
    for (const callbackURL of ['https://evil.example/dashboard', '//evil.example']) {
      const response = await app.request('/api/auth/sign-in/social', { json: { provider: 'microsoft', callbackURL } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: REDIRECT_NOT_ALLOWED });
    }
    const scopes = await app.request('/api/auth/sign-in/social', { json: { provider: 'microsoft', scopes: ['Mail.Send'] } });
    expect(scopes.status).toBe(400);
    expect(await scopes.json()).toEqual({ message: UNSUPPORTED_MICROSOFT_SCOPE });
  });

  it('lets a user who deleted their account start afresh with the same Microsoft account', async () => {
    const email = unique('again', 'outlook.com');
    ms.addAccount({ email, kind: 'personal' });
    const first = await microsoftFlow(email);
    const firstId = (await sessionUser(app, first.jar))!.id;
    const deleted = await app.request('/api/auth/delete-user', { json: { confirm: 'DELETE' }, jar: first.jar });
    expect(deleted.status).toBe(200);

    const second = await microsoftFlow(email);
    expect(second.location).toBe('/dashboard/chats');
    const secondUser = await sessionUser(app, second.jar);
    expect(secondUser).toMatchObject({ email });
    expect(secondUser!.id).not.toBe(firstId);
  });

  it("lists the linked Microsoft identity in the account's export", async () => {
    const email = unique('exporter', 'outlook.com');
    ms.addAccount({ email, kind: 'personal' });
    const { jar } = await microsoftFlow(email);
    const exported = (await (await app.request('/api/auth/export', { jar })).json()) as { profile: Record<string, unknown> };
    expect(exported.profile).toMatchObject({ email, signInMethods: ['microsoft'] });
  });
});

describe('Sign-in with Microsoft without an app registration', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { APP_ORIGIN: ORIGIN } });
  });
  afterAll(() => app.close());

  it('says it is not available, and a stray callback lands on /login with the reason', async () => {
    const start = await app.request('/api/auth/sign-in/social', { json: { provider: 'microsoft' } });
    expect(start.status).toBe(503);
    expect(await start.json()).toEqual({ message: MICROSOFT_NOT_CONFIGURED });
    const callback = await app.request('/api/auth/callback/microsoft?code=x&state=y');
    expect(callback.headers.get('location')).toBe(failed(REASONS.expired));
  });
});
