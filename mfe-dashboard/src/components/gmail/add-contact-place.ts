// What Add Contact keeps across the trip to the mailbox consent: the typed contact (mode, names, email or LinkedIn URL
// with the found email) and the campaign it goes to, under the page's route in sessionStorage.
import type { AddContactMode, TrimmedContactValues } from 'contracts';
import { clearPlace, readPlace, savePlace } from './keep-place';

export interface AddContactPlace {
  campaignId: number | null;
  mode: AddContactMode;
  values: TrimmedContactValues;
}

const isText = (value: unknown) => typeof value === 'string';

function isAddContactPlace(value: unknown): value is AddContactPlace {
  const place = value as Partial<AddContactPlace> | null;
  if (typeof place !== 'object' || place === null) return false;
  const values = place.values as Partial<TrimmedContactValues> | undefined;
  return (
    (place.campaignId === null || typeof place.campaignId === 'number') &&
    (place.mode === 'email' || place.mode === 'linkedin') &&
    typeof values === 'object' &&
    values !== null &&
    [values.email, values.linkedInUrl, values.firstName, values.lastName].every(isText)
  );
}

export const saveAddContactPlace = (route: string, place: AddContactPlace) => savePlace(route, place);

/** The contact typed before leaving, when the page is back for the same campaign. */
export function readAddContactPlace(route: string, campaignId: number | null): AddContactPlace | null {
  const place = readPlace(route, isAddContactPlace);
  return place && place.campaignId === campaignId ? place : null;
}

export const clearAddContactPlace = (route: string) => clearPlace(route);
