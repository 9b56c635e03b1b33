import {
  companyFromDomain,
  companyNameFromDomain,
  companyNameFromEmail,
  organisationLabelOf,
  typedCasingOf,
  typedCompanyName,
} from './index';

describe('company names (issue 35)', () => {
  it.each([
    ['hr@smarthr.co.jp', 'SmartHR'],
    ['jobs@ebay.com', 'eBay'],
    ['x@careers.mckinsey.com', 'McKinsey'],
    ['x@lvmh.fr', 'LVMH'],
    ['x@jobs.n26.com', 'N26'],
    ['x@deliveroo.co.uk', 'Deliveroo'],
    ['dana@acme.com', 'Acme'],
    ['dana@mail.acme-robotics.co.uk', 'Acme Robotics'],
    ['vagas@nubank.com.br', 'Nubank'],
  ])('%s names %s', (email, company) => {
    expect(companyNameFromEmail(email)).toBe(company);
  });

  it('gives no company for free mail, reserved domains and non-addresses', () => {
    for (const email of ['dana@gmail.com', 'dana@example.com', 'dana@acme.example', 'dana', null])
      expect(companyNameFromEmail(email)).toBeNull();
  });

  it("prefers the casing the user typed for the domain's name, wherever it is in their text", () => {
    expect(companyNameFromDomain('smarthr.co.jp', ['Following up: Engineer at SmartHR'])).toBe('SmartHR');
    expect(companyNameFromDomain('acmerobotics.com', ['the role at Acme Robotics last week'])).toBe('Acme Robotics');
    expect(companyNameFromDomain('mercari.com', ['I applied at Mercari last week'])).toBe('Mercari');
    // An address or a lower-case mention says nothing about casing.
    expect(typedCasingOf('smarthr', ['write to hr@smarthr.co.jp or smarthr'])).toBeNull();
  });

  it('keeps a typed name with capitals as typed and cases one typed in lower case', () => {
    expect(typedCompanyName('SmartHR')).toBe('SmartHR');
    expect(typedCompanyName('Ebay')).toBe('Ebay');
    expect(typedCompanyName('smarthr')).toBe('SmartHR');
    expect(typedCompanyName('deliveroo')).toBe('Deliveroo');
    expect(typedCompanyName('blue ocean labs')).toBe('Blue Ocean Labs');
  });

  it('the timeline names a company from its domain the same way', () => {
    expect(companyFromDomain('globex.com')).toBe('Globex');
    expect(companyFromDomain('smarthr.co.jp')).toBe('SmartHR');
    expect(organisationLabelOf('mail.acme-robotics.co.uk')).toBe('acme-robotics');
  });
});
