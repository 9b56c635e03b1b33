import { redactUrlSecrets } from './redact-url.util';

describe('redactUrlSecrets', () => {
  it('hides one-time tokens and OAuth codes but keeps the path and other parameters', () => {
    expect(redactUrlSecrets('/api/auth/verify-email?token=abc123&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/verify-email?token=redacted&callbackURL=%2Fdashboard',
    );
    expect(redactUrlSecrets('/api/google-grant/callback?code=4%2F0AX&state=s3cr3t')).toBe(
      '/api/google-grant/callback?code=redacted&state=redacted',
    );
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrlSecrets('/dashboard/campaigns?page=2')).toBe('/dashboard/campaigns?page=2');
    expect(redactUrlSecrets('/healthz')).toBe('/healthz');
    expect(redactUrlSecrets(undefined)).toBeUndefined();
  });
});
