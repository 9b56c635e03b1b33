import { conversationAnchorFor, conversationHeaders } from './conversation-headers.util';

describe('conversation headers', () => {
  const anchor = conversationAnchorFor('<abc-123@gmail.com>');

  it("gives a run an anchor of its own, distinct from the first email's Message-ID", () => {
    expect(anchor).toBe('<conversation.abc-123@gmail.com>');
    expect(conversationAnchorFor('<abc-123@gmail.com>')).toBe(anchor);
  });

  it('puts the anchor alone in the first email, with no In-Reply-To (it answers nothing)', () => {
    expect(conversationHeaders({ anchor, seenReferences: [], isReply: false })).toEqual({ references: [anchor] });
  });

  it('send-only: a follow-up names only the anchor, which the recipient saw in email 1', () => {
    expect(conversationHeaders({ anchor, seenReferences: [], isReply: true })).toEqual({
      references: [anchor],
      inReplyTo: anchor,
    });
  });

  it("with headers: the anchor, then Gmail's real IDs, answering the last", () => {
    const seen = ['<CA1@mail.gmail.com>', '<CA2@mail.gmail.com>'];
    expect(conversationHeaders({ anchor, seenReferences: seen, isReply: true })).toEqual({
      references: [anchor, ...seen],
      inReplyTo: '<CA2@mail.gmail.com>',
    });
  });

  it('keeps the old headers for a run whose first email went out before anchors', () => {
    expect(conversationHeaders({ anchor: null, seenReferences: ['<m1@gmail.com>'], isReply: true })).toEqual({
      references: ['<m1@gmail.com>'],
      inReplyTo: '<m1@gmail.com>',
    });
    expect(conversationHeaders({ anchor: null, seenReferences: [], isReply: false })).toEqual({ references: [] });
  });
});
