// Quota up front (issue 15): how many of the month's sequences are left, said where a sequence is started, so a user
// at zero is stopped before any contact or campaign is created instead of at the last click of step 3.
import { usageText } from './labels';

/** Sequences still available this month (never negative: add-ons can be bought after a plan downgrade). */
export function sequencesLeft(used: number, total: number): number {
  return Math.max(0, total - used);
}

/** A new sequence can be started only while one is left. */
export function canStartSequence(used: number, total: number): boolean {
  return sequencesLeft(used, total) > 0;
}

/** '2 of 3 sequences left this month'; at zero the spec's usage text "You've used all sequences this month". */
export function sequencesLeftText(used: number, total: number): string {
  return canStartSequence(used, total)
    ? `${sequencesLeft(used, total)} of ${total} sequences left this month`
    : usageText(used, total);
}

/** The upgrade path shown next to the usage text at zero (a link to /dashboard/billing). */
export const UPGRADE_FOR_SEQUENCES = 'Upgrade or buy more sequences';

/** Said where a contact is added to an existing sequence: their sequence counts once it is scheduled. */
export const ADDING_CONTACT_USES_SEQUENCE = "Adding a contact uses one of this month's sequences.";
