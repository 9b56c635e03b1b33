import { unreadAddressKind, validateReadableAddress } from './recipient.rules';

describe('addresses nobody reads', () => {
  it.each([
    'noreply@acme.com',
    'no-reply@acme.com',
    'No_Reply@acme.com',
    'donotreply@acme.com',
    'do-not-reply@acme.com',
    'noreply+jobs@acme.com',
    'mailer-daemon@acme.com',
  ])('refuses the no-reply address %s', (address) => {
    expect(unreadAddressKind(address)).toBe('no-reply');
    expect(validateReadableAddress(` ${address} `)).toBe(
      `${address} is a no-reply address: nobody reads what is sent there. Use the hiring manager's own address.`,
    );
  });

  it.each([
    ['jobs@acme.greenhouse.io', 'greenhouse.io'],
    ['apply@hire.lever.co', 'lever.co'],
    ['talent@acme.myworkday.com', 'myworkday.com'],
    ['careers@icims.com', 'icims.com'],
    ['x@smartrecruiters.com', 'smartrecruiters.com'],
    ['dana@ashbyhq.com', 'ashbyhq.com'],
  ])('refuses %s, an applicant-tracking address', (address, domain) => {
    expect(unreadAddressKind(address)).toBe('applicant-tracking');
    expect(validateReadableAddress(address)).toBe(
      `${address} belongs to an applicant-tracking system (${domain}), not a person. Use the hiring manager's own address.`,
    );
  });

  it.each(['dana@acme.com', 'noreen@acme.com', 'dana@greenhouse.com', 'dana@clever.co', 'replyguy@acme.com', 'dana'])(
    'lets %s through',
    (address) => {
      expect(validateReadableAddress(address)).toBeNull();
    },
  );
});
