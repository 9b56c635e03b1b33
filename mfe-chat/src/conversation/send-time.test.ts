// The chat's send-time text against the mock api: the recipient's time and the user's, or, when a public holiday
// moved the first email, the time with the day it moved from and why.
import { setupMockServer } from 'mocks/testing';
import { createMockBackend } from 'mocks';
import { pinBrowserTimezone } from '../testing/chat-fixtures';
import { firstSendTime, formatSendTime } from './send-time';

const server = setupMockServer();

const useClock = (iso: string) => server.use(...createMockBackend({ now: () => new Date(iso) }).handlers);

describe('first send time in the chat', () => {
  let pinned: { restore: () => void };
  beforeEach(() => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
  });
  afterEach(() => pinned.restore());

  it("names the time in the recipient's zone and the user's", async () => {
    useClock('2026-11-24T15:00:00.000Z'); // Tuesday 10:00 in New York
    const sendAt = await firstSendTime('America/New_York', [0, 2]);
    expect(formatSendTime(sendAt!, 'America/New_York', new Date('2026-11-24T12:00:00.000Z'))).toBe(
      'Tue 10:00 AM in New York (Wed 12:00 AM your time)',
    );
  });

  it('says now only when the first email goes now', async () => {
    useClock('2026-11-24T15:00:00.000Z');
    const sendAt = await firstSendTime('America/New_York', [0, 2]);
    expect(formatSendTime(sendAt!, 'America/New_York', new Date('2026-11-24T15:00:00.000Z'))).toBe(
      'now, Tue 10:00 AM in New York (Wed 12:00 AM your time)',
    );
  });

  it('says from which day a public holiday moved it and why', async () => {
    useClock('2026-11-26T15:00:00.000Z'); // Thanksgiving, 10:00 in New York: Friday's window opens at 9:00
    const sendAt = await firstSendTime('America/New_York', [0, 2]);
    expect(formatSendTime(sendAt!, 'America/New_York', new Date('2026-11-26T15:00:00.000Z'))).toBe(
      'Fri 9:00 AM in New York (11:00 PM your time) — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)',
    );
  });
});
