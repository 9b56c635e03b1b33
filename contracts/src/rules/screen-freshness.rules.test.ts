import { DUE_NOW_MARGIN_MS, isDueNow } from './screen-freshness.rules';

const now = Date.parse('2026-03-02T14:00:00Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('isDueNow: the email a screen should keep asking about', () => {
  it('is a waiting email due now, overdue, or due within the margin (Send now, a first email due at once)', () => {
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: at(0) }, now)).toBe(true);
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: at(-30_000) }, now)).toBe(true);
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: at(DUE_NOW_MARGIN_MS) }, now)).toBe(true);
  });

  it('is not an email that waits for a later time, one that went, or none', () => {
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: at(DUE_NOW_MARGIN_MS + 1) }, now)).toBe(false);
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: at(2 * 86_400_000) }, now)).toBe(false);
    expect(isDueNow({ status: 'SENT', scheduledFor: at(-1_000) }, now)).toBe(false);
    expect(isDueNow({ status: 'SCHEDULED', scheduledFor: null }, now)).toBe(false);
    expect(isDueNow(null, now)).toBe(false);
  });
});
