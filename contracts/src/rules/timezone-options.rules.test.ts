import { canonicalZoneName, timezonePickerGroups, utcOffsetLabel } from './timezone-options.rules';

describe('the timezone picker', () => {
  const groups = timezonePickerGroups(new Date('2026-01-15T12:00:00Z'));

  it('offers the nine spec zones first, under canonical names, with their offsets', () => {
    expect(groups.common.map((option) => option.value)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Europe/London',
      'Europe/Berlin',
      'Asia/Tokyo',
      'Asia/Kolkata',
      'Australia/Sydney',
    ]);
    expect(groups.common[0]!.label).toBe('Eastern · America/New_York (UTC-05:00)');
    expect(groups.common.find((option) => option.value === 'Asia/Kolkata')!.label).toBe('India · Asia/Kolkata (UTC+05:30)');
  });

  it('then every other IANA zone once, A-Z, never an old alias', () => {
    const values = groups.all.map((option) => option.value);
    expect(values.length).toBeGreaterThan(300);
    expect(values).toEqual([...values].sort());
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('Europe/Paris');
    expect(values).toContain('Europe/Kyiv');
    expect(values).not.toContain('Asia/Calcutta');
    expect(values).not.toContain('Europe/Kiev');
    expect(values).not.toContain('America/New_York');
  });

  it('names zones canonically and shows UTC offsets', () => {
    expect(canonicalZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZoneName('Europe/Paris')).toBe('Europe/Paris');
    expect(utcOffsetLabel('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+00:00');
    expect(utcOffsetLabel('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+01:00');
  });
});
