// The outcome a message's headers propose (never its body): calendar invitations are interviews (with their time when
// the subject gives it), ATS rejections are 'not moving forward' and still stop as a reply, acknowledgements are
// 'application received' and do not stop, machine notices are what they say, any other answer is 'other reply'.
import type { MessageMetadata } from '../../mailbox';
import { interviewAtFromSubject } from './interview-date.util';
import * as samples from './reply-classifier.fixtures';
import { CONTACT, OWN, type HeaderSample } from './reply-classifier.fixtures';
import { classifyIncoming, proposeOutcome, proposeStopOutcome, readMessages, type Parties } from './reply-classifier.service';

const SENT_AT = Date.UTC(2026, 10, 24, 15); // Tuesday 24 November 2026
let sequence = 0;
const message = (headers: HeaderSample): MessageMetadata => ({
  id: `o${++sequence}`,
  threadId: 't1',
  labelIds: ['INBOX'],
  internalDate: new Date(SENT_AT),
  headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
});
const inThread: Parties = { ownAddress: OWN, contactAddress: CONTACT, campaignThread: true };
const newThread: Parties = { ...inThread, campaignThread: false };
const propose = (headers: HeaderSample, parties = inThread, zone?: string) => {
  const read = message(headers);
  return proposeOutcome(read, classifyIncoming(read, parties), zone);
};

describe('outcome proposed from headers', () => {
  describe('INTERVIEW_INVITE: a calendar invitation, a stop like any answer', () => {
    it('Google Calendar, with the start time and its zone', () => {
      expect(classifyIncoming(message(samples.GOOGLE_CALENDAR_INVITATION), inThread)).toEqual({ kind: 'reply' });
      expect(propose(samples.GOOGLE_CALENDAR_INVITATION)).toEqual({
        outcome: 'INTERVIEW_INVITE',
        interviewAt: new Date('2026-12-01T15:00:00.000Z'),
      });
    });

    it('an updated invitation from a colleague, in a new thread (GMT+1)', () => {
      expect(classifyIncoming(message(samples.GOOGLE_CALENDAR_UPDATED), newThread)).toEqual({ kind: 'colleague-reply' });
      expect(propose(samples.GOOGLE_CALENDAR_UPDATED, newThread)).toEqual({
        outcome: 'INTERVIEW_INVITE',
        interviewAt: new Date('2026-12-03T13:30:00.000Z'),
      });
    });

    it("a German invitation whose zone is named: its time is read in the sequence's zone", () => {
      expect(propose(samples.GOOGLE_CALENDAR_GERMAN, inThread, 'Europe/Berlin')).toEqual({
        outcome: 'INTERVIEW_INVITE',
        interviewAt: new Date('2026-12-01T09:00:00.000Z'),
      });
    });

    it('an Outlook meeting request (text/calendar): an interview without a readable time', () => {
      expect(propose(samples.OUTLOOK_MEETING_REQUEST)).toEqual({ outcome: 'INTERVIEW_INVITE' });
    });

    it("an ATS's scheduling invitation from a no-reply address is an answer, not an acknowledgement", () => {
      expect(classifyIncoming(message(samples.GREENHOUSE_SCHEDULED_INVITATION), newThread)).toEqual({ kind: 'colleague-reply' });
      expect(propose(samples.GREENHOUSE_SCHEDULED_INVITATION, newThread)).toEqual({
        outcome: 'INTERVIEW_INVITE',
        interviewAt: new Date('2026-12-03T00:00:00.000Z'),
      });
    });
  });

  describe('NOT_MOVING_FORWARD: a decision in the subject, which still stops the sequence', () => {
    it.each([
      ['Ashby, "Unfortunately"', samples.ASHBY_REJECTION],
      ['Greenhouse, "Update on your application"', samples.GREENHOUSE_DECISION],
      ['Workday, German "leider"', samples.WORKDAY_GERMAN_REJECTION],
    ])('%s', (_name, headers) => {
      const read = message(headers);
      // The ATS names the company: someone there answered (an acknowledgement from it would not stop).
      expect(classifyIncoming(read, newThread).kind).toBe('colleague-reply');
      expect(readMessages([read], inThread).stop?.kind).toBe('colleague-reply');
      expect(propose(headers)).toEqual({ outcome: 'NOT_MOVING_FORWARD' });
    });

    it("'Update on your application' from a person is just an answer; an out-of-office saying 'leider' is away", () => {
      expect(propose({ From: 'Dana <dana.scully@acme.example>', Subject: 'Update on your application' })).toEqual({
        outcome: 'OTHER_REPLY',
      });
      expect(propose({ From: CONTACT, Subject: 'Abwesenheitsnotiz: leider nicht im Büro bis 01.12.2026' })).toEqual({
        outcome: 'OUT_OF_OFFICE',
        returnDate: '2026-12-01',
      });
    });
  });

  it('APPLICATION_RECEIVED: an acknowledgement, which does not stop', () => {
    for (const headers of [samples.GREENHOUSE_ACK, samples.LEVER_ACK, samples.WORKDAY_ACK, samples.ASHBY_ACK]) {
      expect(propose(headers)).toEqual({ outcome: 'APPLICATION_RECEIVED' });
      expect(readMessages([message(headers)], inThread).stop).toBeUndefined();
    }
  });

  it('OUT_OF_OFFICE, LEFT_COMPANY: the notices the classifier already knew; a failure notice proposes no outcome', () => {
    expect(propose(samples.GMAIL_VACATION)).toEqual({ outcome: 'OUT_OF_OFFICE', returnDate: '2026-12-01' });
    expect(propose(samples.EXCHANGE_AUTOMATIC_REPLY)).toEqual({ outcome: 'OUT_OF_OFFICE' });
    expect(propose(samples.LEFT_COMPANY_NOTICES[0]!)).toEqual({ outcome: 'LEFT_COMPANY' });
    // Its reason is in the body: not a dead address (BOUNCED is the user's to set).
    expect(propose(samples.GMAIL_BOUNCE)).toBeUndefined();
  });

  it('OTHER_REPLY: any other answer; nothing for own, unrelated or sending-limit mail', () => {
    expect(propose(samples.CONTACT_REPLY)).toEqual({ outcome: 'OTHER_REPLY' });
    expect(propose(samples.COLLEAGUE_REPLY)).toEqual({ outcome: 'OTHER_REPLY' });
    expect(propose(samples.UNRELATED, newThread)).toBeUndefined();
    expect(propose({ From: OWN, Subject: 'Invitation: mine @ Tue Dec 1, 2026 10am' })).toBeUndefined();
    expect(propose(samples.GMAIL_LIMIT_FROM_NOBODY)).toBeUndefined();
  });

  it("the stop of a thread reading proposes the stop's outcome", () => {
    const invitation = message(samples.GOOGLE_CALENDAR_INVITATION);
    const stop = readMessages([message(samples.GMAIL_VACATION), invitation], inThread).stop!;
    expect(proposeStopOutcome(stop)).toMatchObject({ outcome: 'INTERVIEW_INVITE' });
    const left = readMessages([message(samples.LEFT_COMPANY_NOTICES[1]!)], inThread).stop!;
    expect(proposeStopOutcome(left)).toEqual({ outcome: 'LEFT_COMPANY' });
  });
});

describe('interview time of an invitation subject', () => {
  const sent = new Date(SENT_AT);
  it.each([
    ['Invitation: Call @ Mon Nov 30, 2026 9am - 9:30am (PST)', '2026-11-30T17:00:00.000Z'],
    ['Invitation: Call @ Fri Dec 4, 2026 17:00 - 18:00 (CET)', '2026-12-04T16:00:00.000Z'],
  ])('%p -> %s', (subject, at) => {
    expect(interviewAtFromSubject(subject, sent)?.toISOString()).toBe(at);
  });

  it.each([
    ['Invitation: Call'],
    ['Invitation: Call @ sometime soon'],
    ['Interview @ Acme'],
    // Outside the interview window a typed date must keep to (a slip, or a made-up invitation).
    ['Invitation: Call @ Fri Dec 31, 9999 10am - 11am (UTC)'],
  ])('%p has no time', (subject) => {
    expect(interviewAtFromSubject(subject, sent)).toBeUndefined();
  });
});
