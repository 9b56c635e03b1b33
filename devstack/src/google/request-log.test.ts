import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';

let google: GoogleStandIn;

beforeAll(async () => {
  google = await startGoogleStandIn({ port: 0 });
});
afterAll(async () => {
  await google.close();
});
beforeEach(() => google.reset());

describe('request log', () => {
  it("records which client called Google's paths, without tokens, and forgets on reset", async () => {
    const { accessToken } = google.issueTokens({ email: 'test.user@gmail.com', scopes: ['openid', 'email'] });
    await fetch(`${google.url}/upload/gmail/v1/users/me/messages/send?uploadType=multipart`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-goog-api-client': 'gdcl/8.0.3 gl-node/20.0.0',
        'user-agent': 'google-api-nodejs-client/8.0.3 (gzip)',
      },
    });
    await fetch(`${google.url}/revoke?token=${accessToken}`, { method: 'POST' });
    await fetch(`${google.url}/__control/calls`);

    const logged = (await (await fetch(`${google.url}/__control/requests`)).json()) as unknown[];
    expect(logged).toEqual([
      {
        method: 'POST',
        path: '/upload/gmail/v1/users/me/messages/send',
        uploadType: 'multipart',
        apiClient: 'gdcl/8.0.3 gl-node/20.0.0',
        userAgent: 'google-api-nodejs-client/8.0.3 (gzip)',
      },
      expect.objectContaining({ method: 'POST', path: '/revoke' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain(accessToken);
    expect(google.requests()).toEqual(logged);

    google.reset();
    expect(google.requests()).toEqual([]);
  });
});
