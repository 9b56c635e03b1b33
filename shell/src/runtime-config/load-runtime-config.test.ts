// The shell hands the public site's walkthrough video from /runtime-config.json to the marketing remote; an absent
// or non-https address must come out as null so the remote hides the section instead of framing something broken.
import { DEFAULT_RUNTIME_CONFIG } from 'contracts';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from 'mocks/testing';
import { loadRuntimeConfig } from './load-runtime-config';

const server = setupMockServer();

const serve = (body: object) => server.use(http.get('*/runtime-config.json', () => HttpResponse.json(body)));

describe('loadRuntimeConfig', () => {
  it('passes the demo video address on to the public site', async () => {
    serve({ ...DEFAULT_RUNTIME_CONFIG, demoVideoUrl: 'https://www.youtube.com/watch?v=abc123' });
    expect((await loadRuntimeConfig('http://localhost/runtime-config.json')).demoVideoUrl).toBe(
      'https://www.youtube.com/watch?v=abc123',
    );
  });

  it('gives no video when the api sets none, or an address that is not https', async () => {
    serve(DEFAULT_RUNTIME_CONFIG);
    expect((await loadRuntimeConfig('http://localhost/runtime-config.json')).demoVideoUrl).toBeNull();
    serve({ ...DEFAULT_RUNTIME_CONFIG, demoVideoUrl: 'javascript:alert(1)' });
    expect((await loadRuntimeConfig('http://localhost/runtime-config.json')).demoVideoUrl).toBeNull();
  });
});
