import {
  MAX_ACTIVE_SEQUENCES_PER_DOMAIN,
  domainSequenceLimitReached,
  emailDomainOf,
  recipientAlreadyInSequence,
  sameDomainWarning,
} from './recipient.rules';

describe('recipient rules', () => {
  it('takes the domain after the last @, trimmed and in lower case', () => {
    expect(emailDomainOf(' Dana@ACME.com ')).toBe('acme.com');
    expect(emailDomainOf('dana@acme.com.')).toBe('acme.com');
    expect(emailDomainOf('dana')).toBeNull();
    expect(emailDomainOf('dana@')).toBeNull();
  });

  it('words the refusals and the warning with the bound of 2', () => {
    expect(MAX_ACTIVE_SEQUENCES_PER_DOMAIN).toBe(2);
    expect(recipientAlreadyInSequence('dana@acme.com', 'Follow up with Dana')).toBe(
      'dana@acme.com is already in your sequence "Follow up with Dana". One address can be in one active sequence at a time.',
    );
    expect(domainSequenceLimitReached('acme.com')).toBe(
      'You already have 2 active sequences at acme.com. Wait for one to finish before adding a third, so the company is not flooded.',
    );
    expect(sameDomainWarning('acme.com', ['Dana Lee'])).toBe(
      'You already have an active sequence at acme.com (Dana Lee). A second one is the most we allow per company.',
    );
  });
});
