// The chat's send-time text against the mock api: a plain time, or, when a public holiday moved the first email,
// the time with the day it moved from and why.
import { setupServer } from 'msw/node';
import { createMockBackend } from 'mocks';
import { firstSendTime, formatSendTime } from './send-time';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const useClock = (iso: string) => server.use(...createMockBackend({ now: () => new Date(iso) }).handlers);

describe('first send time in the chat', () => {
  it('names the time in the campaign zone', async () => {
    useClock('2026-11-24T15:00:00.000Z'); // Tuesday 10:00 in New York
    const sendAt = await firstSendTime('America/New_York', [0, 2]);
    expect(formatSendTime(sendAt!, 'America/New_York')).toBe('Tue, Nov 24, 10:00 AM Eastern time');
  });

  it('says from which day a public holiday moved it and why', async () => {
    useClock('2026-11-26T15:00:00.000Z'); // Thanksgiving, 10:00 in New York: the mock moves it a day
    const sendAt = await firstSendTime('America/New_York', [0, 2]);
    expect(formatSendTime(sendAt!, 'America/New_York')).toBe(
      'Fri, Nov 27, 10:00 AM Eastern time — moved from Thu, Nov 26: Thanksgiving Day (public holiday in the United States)',
    );
  });
});
