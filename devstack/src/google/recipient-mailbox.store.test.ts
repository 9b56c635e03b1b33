// Gmail's rule for incoming mail (2019-03-29), as the recipient mailbox applies it.
import type { ParsedHeaders } from '../mail/mime-parse';
import { conversationSubject, RecipientMailboxStore } from './recipient-mailbox.store';

const RECRUITER = 'dana@acme.example';

function headers(input: { subject: string; messageId: string; references?: string[]; inReplyTo?: string }): ParsedHeaders {
  return {
    headers: [],
    from: 'grace@gmail.com',
    fromText: 'Grace Hopper <grace@gmail.com>',
    to: [RECRUITER],
    toText: RECRUITER,
    cc: [],
    subject: input.subject,
    messageId: input.messageId,
    inReplyTo: input.inReplyTo,
    references: input.references ?? [],
    mimeType: 'multipart/alternative',
  };
}

describe('a recipient mailbox threads incoming mail by Google’s rule', () => {
  const shapes = (store: RecipientMailboxStore) =>
    store.conversations(RECRUITER).map((conversation) => conversation.messages.map((message) => message.messageId));

  it('joins emails that consistently reference one ID, even one the recipient never got', () => {
    const store = new RecipientMailboxStore();
    const anchor = '<conversation.1@gmail.com>';
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA1@mail.gmail.com>', references: [anchor] }), 't1');
    store.deliver(
      headers({ subject: 'Re: Engineer role', messageId: '<CA2@mail.gmail.com>', references: [anchor], inReplyTo: anchor }),
      't1',
    );
    store.deliver(
      headers({ subject: 'Re: Engineer role', messageId: '<CA3@mail.gmail.com>', references: [anchor], inReplyTo: anchor }),
      't1',
    );
    expect(shapes(store)).toEqual([['<CA1@mail.gmail.com>', '<CA2@mail.gmail.com>', '<CA3@mail.gmail.com>']]);
  });

  it('joins a reply that names a Message-ID the recipient got', () => {
    const store = new RecipientMailboxStore();
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA1@mail.gmail.com>' }), 't1');
    store.deliver(
      headers({ subject: 'RE: Engineer role', messageId: '<CA2@mail.gmail.com>', references: ['<CA1@mail.gmail.com>'] }),
      't1',
    );
    expect(shapes(store)).toHaveLength(1);
  });

  it('keeps apart a follow-up naming an ID the recipient never saw (ours, replaced by Gmail)', () => {
    const store = new RecipientMailboxStore();
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA1@mail.gmail.com>' }), 't1');
    store.deliver(
      headers({
        subject: 'Re: Engineer role',
        messageId: '<CA2@mail.gmail.com>',
        references: ['<ours-1@gmail.com>'],
        inReplyTo: '<ours-1@gmail.com>',
      }),
      't1',
    );
    expect(shapes(store)).toEqual([['<CA1@mail.gmail.com>'], ['<CA2@mail.gmail.com>']]);
  });

  it('keeps apart two emails with the same subject when neither references the other', () => {
    const store = new RecipientMailboxStore();
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA1@mail.gmail.com>' }), 't1');
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA2@mail.gmail.com>' }), 't2');
    expect(shapes(store)).toHaveLength(2);
  });

  it('splits on a different subject, even with the same anchor', () => {
    const store = new RecipientMailboxStore();
    const anchor = '<conversation.1@gmail.com>';
    store.deliver(headers({ subject: 'Engineer role', messageId: '<CA1@mail.gmail.com>', references: [anchor] }), 't1');
    store.deliver(
      headers({ subject: 'Thank you', messageId: '<CA2@mail.gmail.com>', references: [anchor], inReplyTo: anchor }),
      't1',
    );
    expect(shapes(store)).toHaveLength(2);
  });

  it('normalises reply and forward prefixes, spaces and case, and nothing else', () => {
    expect(conversationSubject('Re: FWD: re:  Engineer   Role ')).toBe('engineer role');
    expect(conversationSubject('Reengineering')).toBe('reengineering');
  });
});
