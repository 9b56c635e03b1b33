import { FREE_MAIL_DOMAINS, isFreeMailDomain } from './free-mail-domains.rules';

describe('free-mail domains', () => {
  it('knows the big consumer providers, whatever the case or form it is given in', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('Outlook.com')).toBe(true);
    expect(isFreeMailDomain('@yahoo.co.uk')).toBe(true);
    expect(isFreeMailDomain('dana.scully@ICLOUD.com')).toBe(true);
    expect(isFreeMailDomain('proton.me.')).toBe(true);
  });

  it('never treats a company domain (or a lookalike subdomain) as free mail', () => {
    expect(isFreeMailDomain('acme.com')).toBe(false);
    expect(isFreeMailDomain('google.com')).toBe(false);
    expect(isFreeMailDomain('recruiting.gmail.com.acme.io')).toBe(false);
    expect(isFreeMailDomain('')).toBe(false);
  });

  it('lists each domain once, in lower case', () => {
    expect(new Set(FREE_MAIL_DOMAINS).size).toBe(FREE_MAIL_DOMAINS.length);
    for (const domain of FREE_MAIL_DOMAINS) expect(domain).toBe(domain.toLowerCase());
  });
});
