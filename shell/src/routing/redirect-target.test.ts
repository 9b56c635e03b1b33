import { loginPathFor, redirectTargetFrom, safeRedirectTarget, withRedirectParam } from './redirect-target';

describe('redirect target', () => {
  it('remembers the page in the login URL and reads it back', () => {
    const login = loginPathFor('/dashboard/campaigns?x=1');
    expect(login).toBe('/login?redirect=%2Fdashboard%2Fcampaigns%3Fx%3D1');
    expect(redirectTargetFrom(login.slice(login.indexOf('?')))).toBe('/dashboard/campaigns?x=1');
  });

  it('falls back to /dashboard/chats and refuses targets off the site', () => {
    expect(redirectTargetFrom('')).toBe('/dashboard/chats');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'dashboard']) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });

  it('carries the target between the login and register pages', () => {
    const search = '?redirect=%2Fdashboard%2Fhome';
    expect(withRedirectParam('/register', search)).toBe(`/register${search}`);
    expect(withRedirectParam('/register', '')).toBe('/register');
  });
});
