// The heads-up's two links reach the reader in both parts, and names typed by the user cannot inject HTML or links.
import { headsUpEmail } from './heads-up-email.template';
import { replyAlertEmail } from './reply-alert-email.template';
import { sequenceFinishedEmail } from './sequence-update-email.template';

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
  wroteUrl: 'http://app.test/api/sequence-action?token=w.3',
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

describe('what an attacker can type into a contact or a subject', () => {
  const ORIGIN = 'http://app.test';
  const hostile = '<a href="https://evil.example/claim">Claim</a> https://evil.example/x www.evil.example evil.com';
  /** Every link of the HTML part: each <a> element's target, however its attributes are written. */
  const hrefs = (html: string) => {
    const anchors = [...html.matchAll(/<a\b[^>]*>/gi)].map((match) => match[0]);
    return anchors.map((anchor) => /\shref="([^"]*)"/.exec(anchor)?.[1] ?? `(no plain href in ${anchor})`);
  };

  const mails = [
    [
      'heads-up',
      headsUpEmail({ ...input, contactFirstName: hostile, contactName: `${hostile} Lee`, company: hostile, subject: hostile }),
    ],
    [
      'reply alert',
      replyAlertEmail({
        to: 'ada@example.com',
        name: 'Ada',
        contactName: hostile,
        company: null,
        colleague: false,
        campaignName: hostile,
        campaignUrl: `${ORIGIN}/dashboard/campaigns/7`,
        settingsUrl: `${ORIGIN}/dashboard/settings`,
      }),
    ],
    [
      'sequence finished',
      sequenceFinishedEmail({
        to: 'ada@example.com',
        name: 'Ada',
        contactName: hostile,
        campaignName: hostile,
        emailsSent: 3,
        quietDays: 7,
        campaignUrl: `${ORIGIN}/dashboard/campaigns/7`,
        settingsUrl: `${ORIGIN}/dashboard/settings`,
      }),
    ],
  ] as const;

  it.each(mails)('%s: shown escaped, linking only to us', (_, mail) => {
    expect(mail.html).toContain('&lt;a href=&quot;https:');
    expect(hrefs(mail.html).length).toBeGreaterThan(0);
    for (const href of hrefs(mail.html)) expect(href.startsWith(`${ORIGIN}/`)).toBe(true);
    // No text a mail client would turn into a link: not the scheme, not www., not a bare domain.
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain('https://evil');
      expect(part).not.toMatch(/www\.evil/);
      expect(part).not.toMatch(/evil\.com/);
    }
    // Readers still see what was typed (zero-width spaces are invisible).
    expect(mail.text.replace(/\u200b/g, '')).toContain('https://evil.example/x www.evil.example evil.com');
  });
});
