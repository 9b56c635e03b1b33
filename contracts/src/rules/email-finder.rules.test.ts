import { PLANS } from './constants';
import {
  EMAIL_CONFIDENCE_LABELS,
  EMAIL_LOOKUPS_PAUSED_TODAY,
  emailLookupAllowance,
  emailLookupBusy,
  emailLookupsUsedThisMonth,
  emailLookupsUsedToday,
  withEmailConfidence,
} from './email-finder.rules';

describe('email finder messages', () => {
  it('says how long the provider asked to wait, in the unit a person reads', () => {
    expect(emailLookupBusy(1)).toBe('The email finder is busy. Please try again in 1 second or enter email manually');
    expect(emailLookupBusy(42)).toBe('The email finder is busy. Please try again in 42 seconds or enter email manually');
    expect(emailLookupBusy(61)).toBe('The email finder is busy. Please try again in 2 minutes or enter email manually');
    expect(emailLookupBusy(3600)).toBe('The email finder is busy. Please try again in 1 hour or enter email manually');
    expect(emailLookupBusy(null)).toBe('The email finder is busy. Please try again later or enter email manually');
    expect(emailLookupBusy(0)).toBe(emailLookupBusy(null));
  });

  it('labels every confidence and tells a verified address from the rest', () => {
    expect(EMAIL_CONFIDENCE_LABELS.VERIFIED).toBe('Verified');
    for (const label of [EMAIL_CONFIDENCE_LABELS.LIKELY, EMAIL_CONFIDENCE_LABELS.GUESSED, EMAIL_CONFIDENCE_LABELS.UNKNOWN]) {
      expect(label).toMatch(/check before sending/);
    }
    expect(withEmailConfidence('Found Jane: jane@x.example', 'GUESSED')).toBe(
      'Found Jane: jane@x.example (Best guess — check before sending)',
    );
  });
});

describe('the lookup allowance', () => {
  const [starter, focused, relentless] = PLANS;

  it('states each plan the same way in the plans and the FAQ', () => {
    expect(PLANS.map(emailLookupAllowance)).toEqual([
      '10 email lookups a day (50 a month)',
      '25 email lookups a day (200 a month)',
      '50 email lookups a day (500 a month)',
    ]);
  });

  it('says which budget is used up, and suggests an upgrade only where a bigger plan exists', () => {
    expect(emailLookupsUsedToday(starter!)).toBe(
      'You have used your 10 email lookups for today. More tomorrow, or upgrade your plan for more. Meanwhile, enter email manually',
    );
    expect(emailLookupsUsedThisMonth(focused!)).toBe(
      'You have used your 200 email lookups for this month. More next month, or upgrade your plan for more. Meanwhile, enter email manually',
    );
    expect(emailLookupsUsedToday(relentless!)).not.toMatch(/upgrade/);
    expect(emailLookupsUsedThisMonth(relentless!)).not.toMatch(/upgrade/);
    expect(EMAIL_LOOKUPS_PAUSED_TODAY).toMatch(/enter email manually$/);
  });
});
