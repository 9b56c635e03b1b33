// The module's settings: real ATS hosts and loopback refused by default; the loopback setting and the short re-check
// interval refused in production.
import { ConfigError, loadConfig } from '../../config/config';

const minimal = { DATABASE_URL: 'postgres://app@db.internal:5432/app' };
const production = {
  ...minimal,
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  TOKEN_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
};

describe('job posting settings', () => {
  it('read the real ATS hosts, 8 s and no loopback by default', () => {
    expect(loadConfig(minimal).jobPosting).toEqual({
      allowLoopback: false,
      readTimeoutMs: 8_000,
      atsApiUrls: {
        greenhouse: 'https://boards-api.greenhouse.io',
        lever: 'https://api.lever.co',
        ashby: 'https://api.ashbyhq.com',
        workable: 'https://apply.workable.com',
        smartrecruiters: 'https://api.smartrecruiters.com',
      },
    });
    expect(loadConfig(production).jobPosting.allowLoopback).toBe(false);
  });

  it('allow loopback in development, never in production', () => {
    expect(loadConfig({ ...minimal, JOB_POSTING_ALLOW_LOOPBACK: 'true' }).jobPosting.allowLoopback).toBe(true);
    expect(() => loadConfig({ ...production, JOB_POSTING_ALLOW_LOOPBACK: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, JOB_POSTING_ALLOW_LOOPBACK: 'true' })).toThrow(
      /JOB_POSTING_ALLOW_LOOPBACK must be false when NODE_ENV=production/,
    );
  });

  it('re-read daily unless development asks for a short interval, never in production', () => {
    expect(loadConfig(minimal).jobPosting.recheckEveryMs).toBeUndefined();
    expect(loadConfig({ ...minimal, JOB_POSTING_RECHECK_EVERY_SECONDS: '10' }).jobPosting.recheckEveryMs).toBe(10_000);
    expect(() => loadConfig({ ...production, JOB_POSTING_RECHECK_EVERY_SECONDS: '10' })).toThrow(
      /JOB_POSTING_RECHECK_EVERY_SECONDS must be 0 when NODE_ENV=production/,
    );
  });

  it('refuse a read timeout past 8 s and an ATS URL that is not http(s)', () => {
    expect(() => loadConfig({ ...minimal, JOB_POSTING_READ_TIMEOUT_MS: '9000' })).toThrow(/JOB_POSTING_READ_TIMEOUT_MS/);
    expect(() => loadConfig({ ...minimal, JOB_POSTING_LEVER_API_URL: 'file:///tmp' })).toThrow(/JOB_POSTING_LEVER_API_URL/);
  });
});
