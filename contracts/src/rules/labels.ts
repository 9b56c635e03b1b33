// Display labels of product.md §4 (statuses, usage text, file sizes).
import type { CampaignEmailStatus, ContactStatus, SequenceStopReason } from '../generated/client/graphql';
import { USAGE_WARNING_RATIO } from './constants';

/**
 * A failure notice whose reason the headers do not say (Gmail writes it in the body): not a dead address, the user may
 * retry or fix the address (product.md §10).
 */
export const BOUNCED_REASON_UNKNOWN_LABEL = 'Bounced (reason unknown)';

/** A sequence stopped by an automatic notice or a bounce says so instead of its progress. */
function stoppedLabel(stopReason: SequenceStopReason | null | undefined): string | undefined {
  if (stopReason === 'LEFT_COMPANY') return 'Left the company';
  if (stopReason === 'BOUNCED') return 'Bounced';
  if (stopReason === 'BOUNCED_REASON_UNKNOWN') return BOUNCED_REASON_UNKNOWN_LABEL;
  if (stopReason === 'INTERVIEW_AT_COMPANY') return 'Interview at the company';
  if (stopReason === 'POSTING_CLOSED') return 'Job closed';
  return undefined;
}

/** Contact status label on the campaign page: explicit for RESPONDED/NO_RESPONSE (and a left/bounced stop), else from emailsSent. */
export function contactStatusLabel(status: ContactStatus, emailsSent: number, stopReason?: SequenceStopReason | null): string {
  const stopped = stoppedLabel(stopReason);
  if (stopped) return stopped;
  if (status === 'RESPONDED') return 'Responded';
  if (status === 'NO_RESPONSE') return 'Follow ups Completed';
  if (emailsSent <= 0) return 'Not Started';
  if (emailsSent === 1) return 'Initial Mail Sent';
  // The first email is the initial mail, so the 2nd email sent is follow up #1.
  return `Follow up #${emailsSent - 1}`;
}

/** Badge label on the contacts list. */
export function contactBadgeLabel(status: ContactStatus, emailsSent: number, stopReason?: SequenceStopReason | null): string {
  const stopped = stoppedLabel(stopReason);
  if (stopped) return stopped;
  if (status === 'RESPONDED') return 'Response Received';
  if (status === 'NO_RESPONSE') return 'All Follow-ups Sent';
  if (emailsSent <= 0) return 'Not Started';
  if (emailsSent === 1) return 'Initial Sent';
  return 'Sent Follow-up';
}

/** Email status label in history timelines. */
export const CAMPAIGN_EMAIL_STATUS_LABELS: Readonly<Record<CampaignEmailStatus, string>> = {
  SCHEDULED: 'Scheduled',
  SENT: 'Sent',
  OPENED: 'Delivered',
  RECEIVED: 'Responded',
  ERROR: 'Error',
  NO_RESPONSE: 'No Response',
};

export const campaignEmailStatusLabel = (status: CampaignEmailStatus): string => CAMPAIGN_EMAIL_STATUS_LABELS[status];

/** Email badges (contact details) show Opened and Response Received. */
export const CAMPAIGN_EMAIL_BADGE_LABELS: Readonly<Record<CampaignEmailStatus, string>> = {
  ...CAMPAIGN_EMAIL_STATUS_LABELS,
  OPENED: 'Opened',
  RECEIVED: 'Response Received',
};

/** A draft (nothing scheduled yet, e.g. waiting for Gmail) reads 'Draft' whatever its switch says. */
export const campaignStatusLabel = (isActive: boolean, isDraft = false): 'Active' | 'Paused' | 'Draft' =>
  isDraft ? 'Draft' : isActive ? 'Active' : 'Paused';
/** Confirmation title of the pause/activate toggle (names the action about to happen). */
export const campaignToggleTitle = (isActive: boolean): string => (isActive ? 'Pause Follow up' : 'Activate Follow up');
export const campaignToggledMessage = (nowActive: boolean): string =>
  nowActive ? 'Campaign activated successfully' : 'Campaign paused successfully';

export const THREAD_OPTION_LABELS = { same: 'Same thread', new: 'New email' } as const;
export const WIZARD_STEPS = ['Add Contact', 'Draft Email', 'Preview and Start'] as const;
export const FIRST_EMAIL_TIMING_LABEL = 'Immediately';

/** Plan usage line: all used / running low (80% or more) / n remaining. */
export function usageText(used: number, total: number): string {
  if (used >= total) return "You've used all sequences this month";
  if (total > 0 && used / total >= USAGE_WARNING_RATIO) return 'Running low on sequences';
  return `${total - used} sequences remaining`;
}

/** '0 Bytes', '512 Bytes', '1.5 KB', '4.77 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB'] as const;
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${units[exponent]}`;
}
