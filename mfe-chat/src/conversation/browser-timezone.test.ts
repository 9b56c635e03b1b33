// The chat's sending zone: the recipient's country from their address, else the browser's zone, whatever it is
// (Tokyo stays Tokyo; nothing falls back to New York).
import { pinBrowserTimezone } from '../testing/chat-fixtures';
import { browserTimezone, sequenceZone } from './browser-timezone';

describe('sequenceZone', () => {
  let pinned: { restore: () => void } | undefined;
  afterEach(() => pinned?.restore());

  it('keeps a browser zone outside the common ones: Tokyo stays Tokyo', () => {
    pinned = pinBrowserTimezone('Asia/Tokyo');
    expect(browserTimezone()).toBe('Asia/Tokyo');
    expect(sequenceZone({ timezone: null, contactEmail: 'jordan@acme.com' })).toEqual({ zone: 'Asia/Tokyo', source: 'BROWSER' });
  });

  it("lets the recipient's country-code domain win over the browser", () => {
    pinned = pinBrowserTimezone('Australia/Sydney');
    expect(sequenceZone({ timezone: null, contactEmail: 'anna@globex.de' })).toEqual({
      zone: 'Europe/Berlin',
      source: 'RECIPIENT_DOMAIN',
      domain: 'globex.de',
    });
  });

  it("names the old zone of India by today's name, and a picked zone as chosen", () => {
    pinned = pinBrowserTimezone('Asia/Calcutta');
    expect(browserTimezone()).toBe('Asia/Kolkata');
    expect(sequenceZone({ timezone: 'Europe/Paris', timezoneSource: 'CHOSEN', contactEmail: null })).toEqual({
      zone: 'Europe/Paris',
      source: 'CHOSEN',
    });
  });
});
