// The chat's campaign zone from the browser's (spec §9), mapped onto the zones the chat offers.
import { DEFAULT_TIMEZONE } from 'contracts';
import { chatTimezoneFor, timezoneLabel } from './browser-timezone';

const JANUARY = new Date('2025-01-15T12:00:00Z');
const JULY = new Date('2025-07-15T12:00:00Z');

describe('chatTimezoneFor', () => {
  it('keeps a zone the chat offers and maps the old name of India', () => {
    expect(chatTimezoneFor('America/Chicago', JANUARY)).toBe('America/Chicago');
    expect(chatTimezoneFor('Asia/Calcutta', JANUARY)).toBe('Asia/Kolkata');
  });

  it('maps another zone onto an offered one with the same offset now', () => {
    expect(chatTimezoneFor('America/Toronto', JULY)).toBe('America/New_York');
    expect(chatTimezoneFor('America/Vancouver', JANUARY)).toBe('America/Los_Angeles');
    expect(chatTimezoneFor('Europe/Dublin', JANUARY)).toBe('Europe/London');
  });

  it('falls back to America/New_York for anything else', () => {
    expect(chatTimezoneFor('Asia/Tokyo', JANUARY)).toBe(DEFAULT_TIMEZONE);
    expect(chatTimezoneFor('Not/AZone', JANUARY)).toBe(DEFAULT_TIMEZONE);
    expect(chatTimezoneFor(undefined)).toBe(DEFAULT_TIMEZONE);
  });

  it('names the chat zones', () => {
    expect(timezoneLabel('America/New_York')).toBe('Eastern');
    expect(timezoneLabel('Asia/Kolkata')).toBe('India');
    expect(timezoneLabel('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
