// A sequence's figures on the Sequences list and its page (product.md §4): contacts, opens, response rate and time.
// Pure: the api reads one row per live contact with SQL, the mocks from their fixtures; both build them here.
import type { ContactStatus } from '../generated/client/graphql';

/** One live contact of the campaign. */
export interface CampaignContactFigureSource {
  status: ContactStatus | null;
  /** When the contact replied (the reply that stopped the sequence). */
  respondedAt: string | Date | null;
  /** When the contact's first email went; null before it did. */
  firstSentAt: string | Date | null;
  /** How many of the contact's emails loaded the open pixel. */
  openedEmails: number;
}

export interface CampaignFigures {
  contacts: number;
  responded: number;
  opened: number;
  /** Mean hours from a contact's first email to their reply, one decimal; null when nobody replied after one. */
  averageResponseTime: number | null;
  /** Percent of the contacts that replied, a whole number; null without contacts. */
  averageResponseRate: number | null;
}

const HOUR_MS = 3_600_000;
const at = (value: string | Date) => new Date(value).getTime();

/** Percent of `total` that replied, rounded to a whole number; 0 when there is nobody. */
export function responseRatePercent(responded: number, total: number): number {
  return total === 0 ? 0 : Math.round((responded / total) * 100);
}

export function buildCampaignFigures(contacts: readonly CampaignContactFigureSource[]): CampaignFigures {
  const responded = contacts.filter((c) => c.status === 'RESPONDED').length;
  const gaps = contacts.flatMap((c) =>
    c.respondedAt && c.firstSentAt ? [(at(c.respondedAt) - at(c.firstSentAt)) / HOUR_MS] : [],
  );
  const mean = gaps.length ? gaps.reduce((sum, hours) => sum + hours, 0) / gaps.length : null;
  return {
    contacts: contacts.length,
    responded,
    opened: contacts.reduce((sum, c) => sum + c.openedEmails, 0),
    averageResponseTime: mean === null ? null : Math.round(mean * 10) / 10,
    averageResponseRate: contacts.length === 0 ? null : responseRatePercent(responded, contacts.length),
  };
}
