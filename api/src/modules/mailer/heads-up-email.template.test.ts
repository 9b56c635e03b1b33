// The heads-up's two links reach the reader in both parts, and names typed by the user cannot inject HTML.
import { headsUpEmail } from './heads-up-email.template';

const input = {
  to: 'ada@example.com',
  name: 'Ada',
  contactFirstName: '<b>Dana</b>',
  contactName: '<b>Dana</b> Lee',
  company: 'Acme',
  subject: 'Re: "Hello" & more',
  day: 'tomorrow',
  time: '9:30 AM',
  timezone: 'America/New_York',
  stopUrl: 'http://app.test/api/sequence-action?token=s.1&x=1',
  pauseUrl: 'http://app.test/api/sequence-action?token=p.2',
  campaignUrl: 'http://app.test/dashboard/campaigns/7',
};

describe('heads-up email', () => {
  it('carries both one-click links in the text and as two buttons in the HTML', () => {
    const mail = headsUpEmail({ ...input, contactFirstName: 'Dana', contactName: 'Dana Lee' });
    expect(mail.subject).toBe('Heads-up: your follow-up to Dana Lee goes out tomorrow');
    expect(mail.text).toContain(`Dana replied - stop: ${input.stopUrl}`);
    expect(mail.text).toContain(`Pause: ${input.pauseUrl}`);
    expect(mail.html).toContain('href="http://app.test/api/sequence-action?token=s.1&amp;x=1"');
    expect(mail.html).toContain(`href="${input.pauseUrl}"`);
    expect(mail.html).toContain('>Dana replied - stop</a>');
    expect(mail.html).toContain('>Pause</a>');
  });

  it('escapes what the user typed (contact names, subject) in the HTML part', () => {
    const mail = headsUpEmail(input);
    expect(mail.html).not.toContain('<b>Dana</b>');
    expect(mail.html).toContain('&lt;b&gt;Dana&lt;/b&gt; Lee at Acme');
    expect(mail.html).toContain('&quot;Re: &quot;Hello&quot; &amp; more&quot;');
  });
});
