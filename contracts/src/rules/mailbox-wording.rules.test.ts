// The words that name the user's mailbox (issue 37 item 4): a Gmail user reads the spec's sentences unchanged, an
// Outlook user reads Outlook's, and "your mailbox" stands before any was connected; Outlook on the web's address
// follows the kind of Microsoft account.
import {
  AUTHORIZE_GMAIL_FOR_TEST,
  GMAIL_ACCESS_REQUIRED,
  GMAIL_CONNECT_INTRO,
  GMAIL_CONNECT_TITLE,
  GMAIL_ONE_MORE_STEP,
  MAIL_CONNECT_INTRO,
  OPEN_IN_GMAIL,
  SEQUENCE_DRAFT_KEPT_NOTE,
  authorizeMailboxForTest,
  gmailDailyLimitReached,
  mailAccessRequired,
  mailboxDailyLimitReached,
  mailConnectIntro,
  mailConnectTitle,
  mailOneMoreStep,
  openInMailbox,
  outlookSentItemsUrl,
  sequenceDraftKeptNote,
} from '../index';

describe('the mailbox wording', () => {
  it("keeps the spec's Gmail sentences for a Gmail user", () => {
    expect(mailConnectTitle('GMAIL')).toBe(GMAIL_CONNECT_TITLE);
    expect(mailConnectIntro('GMAIL')).toBe(GMAIL_CONNECT_INTRO);
    expect(mailAccessRequired('GMAIL')).toBe(GMAIL_ACCESS_REQUIRED);
    expect(mailOneMoreStep('GMAIL')).toBe(GMAIL_ONE_MORE_STEP);
    expect(authorizeMailboxForTest('GMAIL')).toBe(AUTHORIZE_GMAIL_FOR_TEST);
    expect(sequenceDraftKeptNote('GMAIL')).toBe(SEQUENCE_DRAFT_KEPT_NOTE);
    expect(openInMailbox('GMAIL')).toBe(OPEN_IN_GMAIL);
    expect(mailboxDailyLimitReached('GMAIL', '6:00 PM')).toBe(gmailDailyLimitReached('6:00 PM'));
  });

  it('names Outlook for an Outlook user and "your mailbox" before any, never Gmail', () => {
    for (const provider of ['OUTLOOK', null] as const) {
      for (const text of [
        mailConnectTitle(provider),
        mailAccessRequired(provider),
        mailOneMoreStep(provider),
        authorizeMailboxForTest(provider),
        sequenceDraftKeptNote(provider),
      ]) {
        expect(text).not.toMatch(/Gmail|Google/);
        expect(text).toMatch(provider === 'OUTLOOK' ? /Outlook/ : /mailbox/);
      }
    }
    expect(mailConnectIntro('OUTLOOK')).not.toMatch(/Gmail/);
    // Before any mailbox: Settings' own sentence, which offers both.
    expect(mailConnectIntro(null)).toBe(MAIL_CONNECT_INTRO);
    expect(mailOneMoreStep('OUTLOOK')).toBe(
      'One More Step! Connect your Outlook to start sending your personalized follow-up sequence',
    );
    expect(mailboxDailyLimitReached('OUTLOOK', '6:00 PM')).toBe(
      "Outlook's daily sending limit reached; sending resumes at 6:00 PM",
    );
  });

  it.each([
    ['sam.seeker@outlook.com', 'https://outlook.live.com/mail/0/sentitems'],
    ['Sam@Hotmail.co.uk', 'https://outlook.live.com/mail/0/sentitems'],
    ['sam@live.fr', 'https://outlook.live.com/mail/0/sentitems'],
    ['sam@msn.com', 'https://outlook.live.com/mail/0/sentitems'],
    ['alex@contoso.com', 'https://outlook.office.com/mail/sentitems'],
    ['student@live.example.edu', 'https://outlook.office.com/mail/sentitems'],
    [null, 'https://outlook.office.com/mail/sentitems'],
  ])("opens %s's Sent Items at %s", (address, url) => {
    expect(outlookSentItemsUrl(address)).toBe(url);
  });
});
