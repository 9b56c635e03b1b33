import MailComposer from 'nodemailer/lib/mail-composer';
import { composeMail, fillPlaceholders, newMessageId, replySubject, textToHtml } from './email-composer.service';

describe('email composition', () => {
  it('fills every {{your_name}} and {{contact_first_name}} and leaves other braces alone', () => {
    expect(
      fillPlaceholders('Hi {{contact_first_name}}, {{your_name}} here. {{contact_first_name}}! {{unknown}}', {
        yourName: 'Grace Hopper',
        contactFirstName: 'Dana',
      }),
    ).toBe('Hi Dana, Grace Hopper here. Dana! {{unknown}}');
  });

  it("prefixes exactly one 'Re: '", () => {
    expect(replySubject('Engineer role')).toBe('Re: Engineer role');
    expect(replySubject('Re: Engineer role')).toBe('Re: Engineer role');
    expect(replySubject('RE: re:Engineer role')).toBe('Re: Engineer role');
    expect(replySubject('Regarding the role')).toBe('Re: Regarding the role');
  });

  it("makes Message-IDs on the sender's domain", () => {
    expect(newMessageId('grace@gmail.com')).toMatch(/^<[0-9a-f-]{36}@gmail\.com>$/);
  });

  it('escapes HTML in the body', () => {
    expect(textToHtml('a < b & "c"\nnext')).toBe('<div>a &lt; b &amp; &quot;c&quot;<br>\nnext</div>');
  });

  it('builds threading headers and the pixel into a MIME message', async () => {
    const mail = composeMail({
      from: { name: 'Grace Hopper', address: 'grace@gmail.com' },
      to: { name: 'Dana Scully', address: 'dana@acme.example' },
      subject: 'Re: Engineer role',
      text: 'Bumping this.',
      messageId: '<m3@gmail.com>',
      threading: { references: ['<m1@gmail.com>', '<m2@gmail.com>'], inReplyTo: '<m2@gmail.com>' },
      trackingPixelUrl: 'https://app.example/api/track/open/1.x.gif',
    });
    const raw = (await new MailComposer(mail).compile().build()).toString();
    expect(raw).toContain('In-Reply-To: <m2@gmail.com>');
    expect(raw).toContain('References: <m1@gmail.com> <m2@gmail.com>');
    expect(raw).toContain('Message-ID: <m3@gmail.com>');
    expect(raw).toContain('From: Grace Hopper <grace@gmail.com>');
    // The pixel rides in the HTML part only (the raw part is quoted-printable).
    expect(mail.html).toContain('<img src="https://app.example/api/track/open/1.x.gif" width="1" height="1"');
    expect(mail.text).toBe('Bumping this.');
  });
});
