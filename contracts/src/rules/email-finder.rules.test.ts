import { EMAIL_CONFIDENCE_LABELS, emailLookupBusy, withEmailConfidence } from './email-finder.rules';

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
