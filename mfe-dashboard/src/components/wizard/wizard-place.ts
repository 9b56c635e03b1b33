// What the sequence wizard keeps across the trip to Google's consent: the step it was on, the sequence settings
// and every drafted email, for the contact named in its URL (sessionStorage, under the wizard's route).
import type { CampaignSettingsValues } from '../campaign-settings-form';
import { clearPlace, readPlace, savePlace } from '../gmail/keep-place';
import type { DraftEmail } from './sequence-draft';

export interface WizardPlace {
  contactId: number | null;
  /** 1 'Draft Email', 2 'Preview and Start'. */
  step: 1 | 2;
  settings: CampaignSettingsValues;
  drafts: DraftEmail[];
}

function isDraft(value: unknown): value is DraftEmail {
  const draft = value as Partial<Record<keyof DraftEmail, unknown>> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.key === 'string' &&
    typeof draft.subject === 'string' &&
    typeof draft.body === 'string' &&
    (typeof draft.daysDelay === 'number' || draft.daysDelay === null) &&
    (draft.thread === 'same' || draft.thread === 'new') &&
    Array.isArray(draft.attachments)
  );
}

function isWizardPlace(value: unknown): value is WizardPlace {
  const place = value as Partial<Record<keyof WizardPlace, unknown>> | null;
  if (typeof place !== 'object' || place === null) return false;
  const settings = place.settings as Partial<CampaignSettingsValues> | null | undefined;
  return (
    (place.contactId === null || typeof place.contactId === 'number') &&
    (place.step === 1 || place.step === 2) &&
    typeof settings?.name === 'string' &&
    typeof settings.timezone === 'string' &&
    typeof settings.excludeWeekends === 'boolean' &&
    typeof settings.trackOpens === 'boolean' &&
    Array.isArray(place.drafts) &&
    place.drafts.length > 0 &&
    place.drafts.every(isDraft)
  );
}

export const saveWizardPlace = (route: string, place: WizardPlace) => savePlace(route, place);

/** The wizard as the user left it, when it is back for the same contact. */
export function readWizardPlace(route: string, contactId: number | null): WizardPlace | null {
  const place = readPlace(route, isWizardPlace);
  if (!place || place.contactId !== contactId) return null;
  return {
    ...place,
    drafts: place.drafts.map((draft, index) => ({
      ...draft,
      // Fresh React keys (the page's key counter started over), and a field left empty comes back empty (NaN).
      key: `restored-${index + 1}-${draft.key}`,
      daysDelay: typeof draft.daysDelay === 'number' ? draft.daysDelay : Number.NaN,
    })),
  };
}

export const clearWizardPlace = (route: string) => clearPlace(route);
