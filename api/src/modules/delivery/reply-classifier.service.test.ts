import type { MessageMetadata } from '../google';
import { addressOf, classifyIncoming, firstStoppingMessage } from './reply-classifier.service';

const OWN = 'test.user@gmail.com';
let sequence = 0;
const message = (headers: Record<string, string>, labelIds = ['INBOX'], at = Date.UTC(2024, 5, 14, 15)): MessageMetadata => ({
  id: `m${++sequence}`,
  threadId: 't1',
  labelIds,
  internalDate: new Date(at),
  headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
});

describe('classifyIncoming (headers only)', () => {
  it('counts a human answer from the recipient, or anyone else in the thread, as a reply', () => {
    expect(classifyIncoming(message({ From: 'Dana Scully <dana@acme.example>', Subject: 'Re: Engineer role' }), OWN)).toBe(
      'reply',
    );
    expect(classifyIncoming(message({ From: 'assistant@acme.example', Subject: 'Re: Engineer role' }), OWN)).toBe('reply');
  });

  it("ignores the user's own messages (SENT label or own address)", () => {
    expect(classifyIncoming(message({ From: 'Grace <test.user@gmail.com>' }, ['SENT']), OWN)).toBe('own');
    expect(classifyIncoming(message({ From: 'Grace <TEST.USER@gmail.com>' }), OWN)).toBe('own');
  });

  it.each([
    [{ 'Auto-Submitted': 'auto-replied' }],
    [{ 'Auto-Submitted': 'auto-generated' }],
    [{ 'X-Autoreply': 'yes' }],
    [{ 'X-Autorespond': 'true' }],
    [{ Precedence: 'auto_reply' }],
    [{ Subject: 'Automatic reply: Engineer role' }],
    [{ Subject: 'Out of Office: back Monday' }],
  ])('treats %j as an auto-reply, which does not stop the sequence', (headers) => {
    expect(classifyIncoming(message({ From: 'dana@acme.example', ...headers }), OWN)).toBe('auto-reply');
  });

  it('Auto-Submitted: no is a human message', () => {
    expect(classifyIncoming(message({ From: 'dana@acme.example', 'Auto-Submitted': 'no' }), OWN)).toBe('reply');
  });

  it('recognises mailer-daemon bounces even though they are auto-submitted', () => {
    expect(
      classifyIncoming(
        message({ From: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>', 'Auto-Submitted': 'auto-replied' }),
        OWN,
      ),
    ).toBe('bounce');
    expect(classifyIncoming(message({ From: 'postmaster@acme.example' }), OWN)).toBe('bounce');
    expect(classifyIncoming(message({ From: 'x@acme.example', 'X-Failed-Recipients': 'dana@acme.example' }), OWN)).toBe('bounce');
    expect(
      classifyIncoming(message({ From: 'x@acme.example', 'Content-Type': 'multipart/report; report-type=delivery-status' }), OWN),
    ).toBe('bounce');
  });

  it('finds the earliest stopping message, skipping own mail and auto-replies', () => {
    const own = message({ From: OWN }, ['SENT'], Date.UTC(2024, 5, 14, 10));
    const ooo = message({ From: 'dana@acme.example', 'Auto-Submitted': 'auto-replied' }, ['INBOX'], Date.UTC(2024, 5, 14, 11));
    const later = message({ From: 'dana@acme.example' }, ['INBOX'], Date.UTC(2024, 5, 16, 9));
    const reply = message({ From: 'dana@acme.example' }, ['INBOX'], Date.UTC(2024, 5, 15, 9));
    expect(firstStoppingMessage([later, own, ooo, reply], OWN)).toEqual({ kind: 'reply', message: reply });
    expect(firstStoppingMessage([own, ooo], OWN)).toBeUndefined();
  });

  it('reads the bare address of a From header', () => {
    expect(addressOf('"Scully, Dana" <Dana@Acme.example>')).toBe('dana@acme.example');
    expect(addressOf('dana@acme.example')).toBe('dana@acme.example');
    expect(addressOf(undefined)).toBeUndefined();
  });
});
