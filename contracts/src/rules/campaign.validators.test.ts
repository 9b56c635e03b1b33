import {
  isKnownTimezone,
  validateCampaign,
  validateCampaignName,
  validateCampaignSettings,
  validateTimezone,
} from './campaign.validators';
import { TIMEZONES, CHAT_TIMEZONES } from './constants';

describe('campaign settings', () => {
  it('names the missing campaign name per context', () => {
    expect(validateCampaignName('')).toBe('Campaign name is required');
    expect(validateCampaignName('  ', 'form')).toBe('Sequence Name is required');
    expect(validateCampaignName('A')).toBeNull();
  });

  it('bounds the name at 120 characters (after trimming) and refuses control characters', () => {
    expect(validateCampaignName(`  ${'a'.repeat(120)}  `)).toBeNull();
    expect(validateCampaignName('a'.repeat(121))).toBe('Campaign name must be at most 120 characters');
    expect(validateCampaignName('a'.repeat(10_000), 'form')).toBe('Sequence Name must be at most 120 characters');
    expect(validateCampaignName('Acme\u0000')).toBe(
      'Campaign name cannot contain control characters (such as NUL or a line break).',
    );
    expect(validateCampaignName('Acme\nCorp')).toBe(
      'Campaign name cannot contain control characters (such as NUL or a line break).',
    );
    expect(validateCampaignName('Acme\u0085', 'form')).toBe(
      'Sequence Name cannot contain control characters (such as NUL or a line break).',
    );
    expect(validateCampaign({ name: 'a'.repeat(121), timezone: 'Europe/Berlin' })).toBe(
      'Campaign name must be at most 120 characters',
    );
  });

  it('requires a timezone', () => {
    expect(validateTimezone('')).toBe('Timezone is required');
    expect(validateTimezone(undefined)).toBe('Timezone is required');
    expect(validateTimezone('America/New_York')).toBeNull();
  });

  it('reports per-field errors and the first one', () => {
    expect(validateCampaignSettings({ name: '', timezone: '' }, 'form')).toEqual({
      name: 'Sequence Name is required',
      timezone: 'Timezone is required',
    });
    expect(validateCampaign({ name: 'Jobs', timezone: '' })).toBe('Timezone is required');
    expect(validateCampaign({ name: 'Jobs', timezone: 'Europe/Berlin' })).toBeNull();
  });

  it('offers only timezones the runtime can schedule in', () => {
    for (const { value } of [...TIMEZONES, ...CHAT_TIMEZONES]) expect(isKnownTimezone(value)).toBe(true);
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
  });
});
