// Campaign settings rules of product.md §5 (name, timezone) and our bounds (input-bounds.rules.ts). The api uses context
// 'campaign', the sequence form 'form'.
import { campaignNameTooLong, checkText, TEXT_LIMITS } from './input-bounds.rules';
import { CAMPAIGN_NAME_REQUIRED, SEQUENCE_NAME_REQUIRED, TIMEZONE_REQUIRED } from './messages';

export type CampaignNameContext = 'campaign' | 'form';

/** Required (after trimming), at most TEXT_LIMITS.campaignName characters, one line without control characters. */
export function validateCampaignName(name: string | null | undefined, context: CampaignNameContext = 'campaign'): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed.length < 1) return context === 'form' ? SEQUENCE_NAME_REQUIRED : CAMPAIGN_NAME_REQUIRED;
  return checkText(trimmed, {
    field: context === 'form' ? 'Sequence Name' : 'Campaign name',
    max: TEXT_LIMITS.campaignName,
    tooLong: campaignNameTooLong(context),
  });
}

export function validateTimezone(timezone: string | null | undefined): string | null {
  return timezone && timezone.trim() ? null : TIMEZONE_REQUIRED;
}

/**
 * Whether this runtime knows the IANA zone: the server's guard before scheduling in it, and a browser's (an old one
 * may not know a new zone).
 */
export function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

export interface CampaignSettingsErrors {
  name: string | null;
  timezone: string | null;
}

/** Per-field errors of the campaign settings form. */
export function validateCampaignSettings(
  values: { name?: string | null; timezone?: string | null },
  context: CampaignNameContext = 'campaign',
): CampaignSettingsErrors {
  return { name: validateCampaignName(values.name, context), timezone: validateTimezone(values.timezone) };
}

/** The first campaign settings error, or null. */
export function validateCampaign(
  values: { name?: string | null; timezone?: string | null },
  context: CampaignNameContext = 'campaign',
): string | null {
  const errors = validateCampaignSettings(values, context);
  return errors.name ?? errors.timezone;
}
