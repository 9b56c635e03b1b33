import {
  addressOf,
  addressesOf,
  companyDomainOf,
  displayNameOf,
  registrableDomain,
  senderRelation,
} from './sender-relation.util';

describe('From header reading', () => {
  it('finds the address however the header writes it', () => {
    expect(addressOf('Dana Scully <Dana@Acme.com>')).toBe('dana@acme.com');
    expect(addressOf('"Scully, Dana" <dana@acme.com>')).toBe('dana@acme.com');
    expect(addressOf('MAILER-DAEMON@x.com (Mail Delivery System)')).toBe('mailer-daemon@x.com');
    expect(addressOf('dana@acme.com')).toBe('dana@acme.com');
    expect(addressOf('Recruiting team: dana@acme.com, fox@acme.com;')).toBe('dana@acme.com');
    expect(addressOf('"<not@this.com>" <dana@acme.com>')).toBe('dana@acme.com');
  });

  it('answers nothing for an empty or address-less header', () => {
    expect(addressOf(undefined)).toBeUndefined();
    expect(addressOf('')).toBeUndefined();
    expect(addressOf('undisclosed-recipients:;')).toBeUndefined();
  });

  it('reads the display name without its quotes', () => {
    expect(displayNameOf('"Acme Recruiting" <no-reply@greenhouse.io>')).toBe('Acme Recruiting');
    expect(displayNameOf('Acme Recruiting <no-reply@greenhouse.io>')).toBe('Acme Recruiting');
    expect(displayNameOf('no-reply@greenhouse.io')).toBe('');
    expect(displayNameOf(undefined)).toBe('');
  });
});

describe('company domains', () => {
  it('is the domain the company registered', () => {
    expect(registrableDomain('eu.mail.acme.com')).toBe('acme.com');
    expect(registrableDomain('careers.acme.co.uk')).toBe('acme.co.uk');
    expect(registrableDomain('jobs.acme.com.au')).toBe('acme.com.au');
    expect(registrableDomain('Acme.COM.')).toBe('acme.com');
  });

  it('is none for a free-mail address', () => {
    expect(companyDomainOf('dana@gmail.com')).toBeUndefined();
    expect(companyDomainOf('dana@hr.acme.co.uk')).toBe('acme.co.uk');
  });
});

describe('senderRelation', () => {
  const contact = 'dana@acme.com';

  it('tells the contact, a colleague, an ATS writing for the company and anyone else apart', () => {
    expect(senderRelation('Dana <DANA@acme.com>', contact)).toBe('contact');
    expect(senderRelation('Fox Mulder <fox@eu.acme.com>', contact)).toBe('colleague');
    expect(senderRelation('"Acme Recruiting" <no-reply@greenhouse.io>', contact)).toBe('ats-relay');
    expect(senderRelation('"Globex Recruiting" <no-reply@greenhouse.io>', contact)).toBe('other');
    expect(senderRelation('Someone <someone@gmail.com>', contact)).toBe('other');
  });

  it('finds no colleague of a free-mail contact', () => {
    expect(senderRelation('Fox <fox@gmail.com>', 'dana@gmail.com')).toBe('other');
  });
});

describe('To header reading', () => {
  it('lists each mailbox exactly, so one address is never found inside another', () => {
    const to = '"Lee, Dana" <Dana@Globex.de>, ops@globex.de';
    expect(addressesOf(to)).toEqual(['dana@globex.de', 'ops@globex.de']);
    expect(addressesOf('ba.dana@globex.de')).not.toContain('dana@globex.de');
    expect(addressesOf(undefined)).toEqual([]);
  });
});
