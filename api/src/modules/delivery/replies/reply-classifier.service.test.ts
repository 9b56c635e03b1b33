import type { MessageMetadata } from '../../mailbox';
import * as samples from './reply-classifier.fixtures';
import { CONTACT, OWN, type HeaderSample } from './reply-classifier.fixtures';
import { addressOf, classifyIncoming, isSendingLimitNotice, readMessages, type Parties } from './reply-classifier.service';
import { returnDateFromSubject } from './return-date.util';

let sequence = 0;
const SENT_AT = Date.UTC(2026, 10, 24, 15); // Tuesday 24 November 2026
const message = (headers: HeaderSample, labelIds = ['INBOX'], at = SENT_AT): MessageMetadata => ({
  id: `m${++sequence}`,
  threadId: 't1',
  labelIds,
  internalDate: new Date(at),
  headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
});
const inThread: Parties = { ownAddress: OWN, contactAddress: CONTACT, campaignThread: true };
const newThread: Parties = { ...inThread, campaignThread: false };
const classify = (headers: HeaderSample, parties = inThread) => classifyIncoming(message(headers), parties);

describe('reply classifier (headers only, real-world samples)', () => {
  it("ignores the user's own messages (SENT label or own address)", () => {
    expect(classifyIncoming(message({ From: `Grace <${OWN}>` }, ['SENT']), inThread)).toEqual({ kind: 'own' });
    expect(classify({ From: 'Grace <GRACE.HOPPER@gmail.com>' })).toEqual({ kind: 'own' });
  });

  describe('reply: a human answer from the contact stops the sequence (REPLIED)', () => {
    it('the contact answering in the thread', () => {
      expect(classify(samples.CONTACT_REPLY)).toEqual({ kind: 'reply' });
      expect(classify({ ...samples.CONTACT_REPLY, 'Auto-Submitted': 'no' })).toEqual({ kind: 'reply' });
    });

    it('the contact writing a new thread counts too', () => {
      expect(classify({ ...samples.CONTACT_REPLY, Subject: 'Your application' }, newThread)).toEqual({ kind: 'reply' });
    });

    it('anyone else answering inside a campaign thread (a forward, a personal address) is a reply', () => {
      expect(classify({ From: 'Dana <dana.personal@protonmail.com>', Subject: 'Re: Quick follow-up' })).toEqual({
        kind: 'reply',
      });
    });
  });

  describe('colleague-reply: someone at the company answered (COLLEAGUE_REPLIED)', () => {
    it('a colleague at the company domain, in the thread (a subdomain is the same company)', () => {
      expect(classify(samples.COLLEAGUE_REPLY)).toEqual({ kind: 'colleague-reply' });
    });

    it('a recruiting coordinator starting a new thread', () => {
      expect(classify(samples.COORDINATOR_NEW_THREAD, newThread)).toEqual({ kind: 'colleague-reply' });
    });

    it('an ATS relay whose display name names the company', () => {
      expect(classify(samples.LEVER_RECRUITER_RELAY, newThread)).toEqual({ kind: 'colleague-reply' });
      // The same relay for another company is not ours.
      expect(classify({ ...samples.LEVER_RECRUITER_RELAY, From: 'Jordan Lee (Globex) <j@hire.lever.co>' }, newThread)).toEqual({
        kind: 'unrelated',
      });
    });

    it('free-mail domains are never a company: another gmail.com sender is nobody to a gmail.com contact', () => {
      const gmailContact: Parties = { ...newThread, contactAddress: 'dana.scully@gmail.com' };
      expect(classify({ From: 'Sam <sam@gmail.com>', Subject: 'Hi' }, gmailContact)).toEqual({ kind: 'unrelated' });
      expect(classify({ From: 'Dana <dana.scully@gmail.com>', Subject: 'Hi' }, gmailContact)).toEqual({ kind: 'reply' });
    });

    it('mail from someone unconnected in a new thread is none of our business', () => {
      expect(classify(samples.UNRELATED, newThread)).toEqual({ kind: 'unrelated' });
    });

    it("the company's newsletter (list mail) is not an answer", () => {
      expect(classify(samples.COMPANY_NEWSLETTER, newThread)).toEqual({ kind: 'auto-reply' });
    });
  });

  describe('auto-reply: out-of-office and machine answers do not stop', () => {
    it('Gmail vacation responder, with its return date', () => {
      expect(classify(samples.GMAIL_VACATION)).toEqual({ kind: 'auto-reply', returnDate: '2026-12-01' });
    });

    it('Exchange / Outlook automatic reply (Auto-Submitted, X-Auto-Response-Suppress)', () => {
      expect(classify(samples.EXCHANGE_AUTOMATIC_REPLY)).toEqual({ kind: 'auto-reply' });
      expect(classify(samples.OUTLOOK_GERMAN_AUTOMATIC_REPLY)).toEqual({ kind: 'auto-reply' });
    });

    it('Domino Abwesenheitsnotiz with a German date', () => {
      expect(classify(samples.DOMINO_ABWESENHEITSNOTIZ)).toEqual({ kind: 'auto-reply', returnDate: '2026-12-01' });
    });

    it('RFC 3834 vacation (null Return-Path, X-Autoreply, Precedence bulk)', () => {
      expect(classify(samples.EXIM_VACATION)).toEqual({ kind: 'auto-reply', returnDate: '2026-12-03' });
    });

    it.each(samples.LOCALISED_AUTO_REPLY_SUBJECTS)('subject %p alone is an auto-reply', (subject) => {
      expect(classify({ From: CONTACT, Subject: subject }).kind).toBe('auto-reply');
    });

    it.each([
      [{ 'Auto-Submitted': 'auto-replied' }],
      [{ 'X-Autorespond': 'true' }],
      [{ Precedence: 'junk' }],
      [{ Precedence: 'list' }],
    ])('header %j alone is an auto-reply', (headers) => {
      expect(classify({ From: CONTACT, Subject: 'Re: Quick follow-up', ...headers }).kind).toBe('auto-reply');
    });

    it('a delay notice from the mail system is not a bounce', () => {
      expect(classify(samples.GMAIL_DELAY)).toEqual({ kind: 'auto-reply' });
    });
  });

  describe('ats-ack: acknowledgements do not stop', () => {
    it.each([
      ['Greenhouse', samples.GREENHOUSE_ACK],
      ['Lever', samples.LEVER_ACK],
      ['Workday', samples.WORKDAY_ACK],
      ['Ashby', samples.ASHBY_ACK],
    ])('%s', (_name, headers) => {
      expect(classify(headers)).toEqual({ kind: 'ats-ack' });
      expect(classify(headers, newThread)).toEqual({ kind: 'ats-ack' });
    });

    it("a person opening with 'Thank you for your interest' (often a rejection) has answered", () => {
      expect(
        classify({ From: 'Ravi <ravi.patel@acme.example>', Subject: 'Thank you for your interest in Acme' }, newThread),
      ).toEqual({
        kind: 'colleague-reply',
      });
    });

    it('no-reply senders are never a person answering', () => {
      expect(classify({ From: 'Acme <do-not-reply@acme.example>', Subject: 'Re: Quick follow-up' })).toEqual({ kind: 'ats-ack' });
      expect(classify({ From: 'Acme (via Jobvite) <notifications@jobvite.com>', Subject: 'Update' })).toEqual({
        kind: 'ats-ack',
      });
    });
  });

  describe('left-company: the person left or nobody reads the mailbox (LEFT_COMPANY), winning over auto-reply', () => {
    it.each(samples.LEFT_COMPANY_NOTICES.map((headers) => [headers.Subject, headers]))('%s', (_subject, headers) => {
      expect(classify(headers!)).toEqual({ kind: 'left-company' });
    });
  });

  describe('bounce: a failure notice stops the sequence, its reason unknown (it is in the body)', () => {
    it.each([
      ['Gmail', samples.GMAIL_BOUNCE],
      ["Gmail 'Message blocked' (same subject)", samples.GMAIL_MESSAGE_BLOCKED],
      ['Exchange NDR', samples.EXCHANGE_NDR],
      ['Postfix', samples.POSTFIX_BOUNCE],
      ['Sendmail', samples.SENDMAIL_BOUNCE],
    ])('%s', (_name, headers) => {
      expect(classify(headers)).toEqual({ kind: 'bounce' });
    });

    it("Gmail's failure notices carry one subject whatever went wrong: no reason is read from it", () => {
      expect(samples.GMAIL_BOUNCE.Subject).toBe('Delivery Status Notification (Failure)');
      expect(samples.GMAIL_MESSAGE_BLOCKED.Subject).toBe(samples.GMAIL_BOUNCE.Subject);
    });

    it("Gmail's 'You have reached a limit for sending mail' (nobody@gmail.com) is about the sending, whatever its subject", () => {
      expect(classify(samples.GMAIL_LIMIT_FROM_NOBODY)).toEqual({ kind: 'not-delivered', cause: 'sending-limit' });
      expect(classify({ ...samples.GMAIL_LIMIT_FROM_NOBODY, Subject: 'anything' })).toEqual({
        kind: 'not-delivered',
        cause: 'sending-limit',
      });
      expect(readMessages([message(samples.GMAIL_LIMIT_FROM_NOBODY)], inThread)).toEqual({ sendingLimit: true });
      expect(isSendingLimitNotice(message(samples.GMAIL_LIMIT_FROM_NOBODY))).toBe(true);
      expect(isSendingLimitNotice(message(samples.GMAIL_BOUNCE))).toBe(false);
    });

    it('a failure notice the user sent the email again after is settled (a retry): a new one stops again', () => {
      const first = message({ From: OWN }, ['SENT'], SENT_AT);
      const notice = message(samples.GMAIL_BOUNCE, ['INBOX'], SENT_AT + 60_000);
      const again = message({ From: OWN }, ['SENT'], SENT_AT + 3_600_000);
      expect(readMessages([first, notice, again], inThread)).toEqual({});
      const second = message(samples.GMAIL_BOUNCE, ['INBOX'], SENT_AT + 3_700_000);
      expect(readMessages([first, notice, again, second], inThread)).toEqual({ stop: { kind: 'bounce', message: second } });
    });

    it('a bounce outside the campaign threads is about some other email of the user', () => {
      expect(classify(samples.GMAIL_BOUNCE, newThread)).toEqual({ kind: 'unrelated' });
    });
  });

  it('reads a thread oldest first: the first stop wins, auto-replies before it lend their return date', () => {
    const own = message({ From: OWN }, ['SENT'], SENT_AT - 3_600_000);
    const ooo = message(samples.GMAIL_VACATION, ['INBOX'], SENT_AT);
    const reply = message(samples.CONTACT_REPLY, ['INBOX'], SENT_AT + 86_400_000);
    const later = message(samples.COLLEAGUE_REPLY, ['INBOX'], SENT_AT + 2 * 86_400_000);
    expect(readMessages([later, reply, own, ooo], inThread)).toEqual({
      stop: { kind: 'reply', message: reply },
      returnDate: '2026-12-01',
    });
    expect(readMessages([own, ooo], inThread)).toEqual({ returnDate: '2026-12-01' });
    const bounce = message(samples.POSTFIX_BOUNCE);
    expect(readMessages([bounce], inThread)).toEqual({ stop: { kind: 'bounce', message: bounce } });
  });

  it('reads the bare address of a From header', () => {
    expect(addressOf('"Scully, Dana" <Dana@Acme.example>')).toBe('dana@acme.example');
    expect(addressOf('MAILER-DAEMON@mail.acme.example (Mail Delivery System)')).toBe('mailer-daemon@mail.acme.example');
    expect(addressOf(undefined)).toBeUndefined();
  });
});

describe('return date of an out-of-office subject', () => {
  const tuesday = new Date(Date.UTC(2026, 10, 24, 15)); // 24 November 2026
  it.each([
    ['Out of office until Monday, December 1', '2026-12-01'],
    ['OOO until 12/1', '2026-12-01'],
    ['Away until 3 Dec', '2026-12-03'],
    ['back on 2026-12-01', '2026-12-01'],
    ['Abwesend bis 01.12.2026', '2026-12-01'],
    ['Abwesend bis 1.12.', '2026-12-01'],
    ['Out of the office, back Monday', '2026-11-30'],
    ["Absence du bureau jusqu'au 3 décembre", '2026-12-03'],
    ['Fuera de la oficina hasta el 2 de diciembre', '2026-12-02'],
    ['Fuori ufficio fino al 4/12', '2026-12-04'],
    ['Afwezig tot 5 dec.', '2026-12-05'],
    ['Ausente até 7 de dezembro', '2026-12-07'],
    // No year: the next such date, so January is next year's.
    ['Out of office until January 5th', '2027-01-05'],
    ['On vacation through Jan 5, 2027', '2027-01-05'],
  ])('%p -> %s', (subject, date) => {
    expect(returnDateFromSubject(subject, tuesday)).toBe(date);
  });

  it.each([['Out of office'], ['Out of office until further notice'], ['Back on 2025-01-01'], ['Abwesend bis 31.11.']])(
    '%p names no usable date',
    (subject) => {
      expect(returnDateFromSubject(subject, tuesday)).toBeUndefined();
    },
  );
});
