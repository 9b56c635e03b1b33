import { ConfigError, loadConfig } from '../config/config';
import { startTestApp, type TestApp } from '../../testkit/http/test-app';

describe('GET /runtime-config.json and security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        REMOTE_CHAT_URL: 'https://chat.cdn.example.com/mfe-chat/mf-manifest.json',
        S3_ENDPOINT: 'https://storage.example.com:9000/',
      },
    });
  });
  afterAll(() => app.close());

  it('tells the shell where its remotes and the api live, cached for a minute', async () => {
    const response = await app.request('/runtime-config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.json()).toEqual({
      remotes: {
        marketing: '/remotes/mfe-marketing/mf-manifest.json',
        dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
        chat: 'https://chat.cdn.example.com/mfe-chat/mf-manifest.json',
        candidate: '/remotes/mfe-candidate/mf-manifest.json',
      },
      graphqlUrl: '/graphql',
      authUrl: '/api/auth',
      // No DEMO_VIDEO_URL: the public site hides its video section.
      demoVideoUrl: null,
    });
  });

  it('sends a CSP that allows the remote origins, uploads to object storage, antd styles and the YouTube demo', async () => {
    const csp = (await app.request('/runtime-config.json')).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://chat.cdn.example.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://chat.cdn.example.com https://storage.example.com:9000");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toBe("img-src 'self' data: https:");
    expect(directive('frame-src')).toBe('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
  });

  it('answers JSON 404 for unknown /api paths', async () => {
    const response = await app.request('/api/nothing-here', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('GET /runtime-config.json with DEMO_VIDEO_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { DEMO_VIDEO_URL: 'https://player.vimeo.com/video/76979871' } });
  });
  afterAll(() => app.close());

  it('hands the walkthrough video to the browser and lets the page frame its host', async () => {
    const response = await app.request('/runtime-config.json');
    expect((await response.json()).demoVideoUrl).toBe('https://player.vimeo.com/video/76979871');
    const frameSrc = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .find((part) => part.startsWith('frame-src '));
    expect(frameSrc).toBe('frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com');
  });

  it('refuses a video address that is not https at start', () => {
    const env = { NODE_ENV: 'test', DATABASE_URL: 'postgres://localhost/unused' };
    expect(() => loadConfig({ ...env, DEMO_VIDEO_URL: 'http://example.com/video' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, DEMO_VIDEO_URL: 'not a url' })).toThrow('DEMO_VIDEO_URL must be an absolute https URL');
    expect(loadConfig({ ...env, DEMO_VIDEO_URL: '  ' }).demoVideoUrl).toBeNull();
  });
});
