import { AUTH_PATHS, FAILED_TO_CONNECT, SOMETHING_WENT_WRONG } from 'contracts';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { AuthRequestError, authRequest, authServiceGmailConsentUrl, postAuth } from './auth-client';

const server = setupMockServer();

const at = (path: string) => `*/api/auth${path}`;

describe('auth client', () => {
  it('sends the session cookie and JSON, and answers the JSON body', async () => {
    let seen: { credentials: RequestCredentials; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(at(AUTH_PATHS.signInEmail), async ({ request }) => {
        seen = { credentials: request.credentials, type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json({ user: { id: 'u1' } });
      }),
    );
    expect(await postAuth(AUTH_PATHS.signInEmail, { email: 'a@b.co' })).toEqual({ user: { id: 'u1' } });
    expect(seen).toEqual({ credentials: 'include', type: 'application/json', body: { email: 'a@b.co' } });
  });

  it("shows the server's own message for a refusal", async () => {
    server.use(
      http.post(at(AUTH_PATHS.signInEmail), () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })),
    );
    const error = (await postAuth(AUTH_PATHS.signInEmail, {}).catch((caught: unknown) => caught)) as AuthRequestError;
    expect(error).toBeInstanceOf(AuthRequestError);
    expect([error.message, error.status, error.isNetworkFailure]).toEqual(['Invalid email or password', 401, false]);
  });

  it('falls back to the generic text when the refusal has no message, and to the connection text offline', async () => {
    server.use(http.post(at(AUTH_PATHS.signInEmail), () => HttpResponse.text('oops', { status: 500 })));
    await expect(postAuth(AUTH_PATHS.signInEmail, {})).rejects.toThrow(SOMETHING_WENT_WRONG);
    server.use(http.post(at(AUTH_PATHS.signInEmail), () => HttpResponse.error()));
    const offline = (await postAuth(AUTH_PATHS.signInEmail, {}).catch((caught: unknown) => caught)) as AuthRequestError;
    expect([offline.message, offline.isNetworkFailure]).toEqual([FAILED_TO_CONNECT, true]);
  });

  it('GETs without a body', async () => {
    server.use(http.get(at(AUTH_PATHS.getSession), ({ request }) => HttpResponse.json({ credentials: request.credentials })));
    expect(await (await authRequest(AUTH_PATHS.getSession)).json()).toEqual({ credentials: 'include' });
  });

  it("asks for the Gmail tier's scopes and answers Google's URL, or null when refused", async () => {
    let scopes: unknown;
    server.use(
      http.post(at(AUTH_PATHS.signInSocial), async ({ request }) => {
        scopes = ((await request.json()) as { scopes?: unknown }).scopes;
        return HttpResponse.json({ url: 'https://accounts.google.com/o/oauth2' });
      }),
    );
    expect(await authServiceGmailConsentUrl('/dashboard', 'SEND_ONLY')).toBe('https://accounts.google.com/o/oauth2');
    expect(scopes).toEqual(expect.arrayContaining(['https://www.googleapis.com/auth/gmail.send']));
    server.use(http.post(at(AUTH_PATHS.signInSocial), () => HttpResponse.json({ message: 'no' }, { status: 400 })));
    expect(await authServiceGmailConsentUrl('/dashboard', 'SEND_ONLY')).toBeNull();
  });
});
