// The engine's limits and timings. Production values come from config (DeliveryConfig); tests and the
// benchmark shorten the timings.
import { GMAIL_QUOTA_TABLES, type GmailQuotaMethod } from 'contracts';
import type { AppConfig } from '../../config/config';

export interface DeliverySettings {
  /** Emails per Gmail account per rolling 24 h. */
  dailySendCap: number;
  /** Gmail sends per second, all workers together. */
  projectSendRatePerSecond: number;
  /** The Gmail quota budget in units a minute: the project's and one user's (quota-budget.repository.ts). */
  gmailProjectUnitsPerMinute: number;
  gmailUserUnitsPerMinute: number;
  /**
   * Units each Gmail call costs, by method: the table GMAIL_QUOTA_TABLE chose (contracts' GMAIL_QUOTA_TABLES); a
   * settings object built by hand without it charges by the default table.
   */
  gmailQuotaUnits?: Readonly<Record<GmailQuotaMethod, number>>;
  /** Attempts at a send that Gmail answers 429/5xx before the email is marked ERROR. */
  maxSendAttempts: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  /** Retries due sooner than this wait inside the running job instead of becoming a new job. */
  inProcessRetryMaxMs: number;
  /** How long a job waits for a free slot of the project-wide rate before it reschedules itself. */
  rateWaitMaxMs: number;
  /**
   * How long a claim protects an email being sent. Must exceed the Gmail call's timeout: a claim that expires
   * means the sending worker died, and the email may or may not have gone out.
   */
  claimTtlMs: number;
  /**
   * Backoff of the reply check before a follow-up when Gmail refuses it (throttled, down): the n-th refusal waits
   * base * 2^(n-1), at most max. The follow-up waits meanwhile; it never goes unchecked.
   */
  replyCheckBaseDelayMs: number;
  replyCheckMaxDelayMs: number;
  /** Timeout of one Gmail API call. */
  gmailTimeoutMs: number;
  /** Gap between overdue emails of a campaign that is activated again. */
  overdueSpacingMs: number;
  /** A scheduled email this late with no pending job gets a new one (safety net, see send-job.sweeper). */
  orphanGraceMs: number;
}

export const DEFAULT_DELIVERY_TIMINGS = {
  retryMaxDelayMs: 60 * 60 * 1000,
  inProcessRetryMaxMs: 5_000,
  rateWaitMaxMs: 5_000,
  claimTtlMs: 2 * 60 * 1000,
  replyCheckBaseDelayMs: 30_000,
  replyCheckMaxDelayMs: 15 * 60 * 1000,
  gmailTimeoutMs: 30_000,
  overdueSpacingMs: 60_000,
  orphanGraceMs: 5 * 60 * 1000,
} as const;

export function deliverySettingsFrom(config: AppConfig, overrides: Partial<DeliverySettings> = {}): DeliverySettings {
  const settings: DeliverySettings = {
    ...DEFAULT_DELIVERY_TIMINGS,
    dailySendCap: config.delivery.dailySendCap,
    projectSendRatePerSecond: config.delivery.projectSendRatePerSecond,
    gmailProjectUnitsPerMinute: config.delivery.gmailProjectUnitsPerMinute,
    gmailUserUnitsPerMinute: config.delivery.gmailUserUnitsPerMinute,
    gmailQuotaUnits: GMAIL_QUOTA_TABLES[config.delivery.gmailQuotaTable].units,
    maxSendAttempts: config.delivery.maxSendAttempts,
    retryBaseDelayMs: config.delivery.retryBaseDelayMs,
    ...overrides,
  };
  if (settings.claimTtlMs <= settings.gmailTimeoutMs) {
    throw new Error('claimTtlMs must be longer than gmailTimeoutMs, or a slow send could be treated as a crash');
  }
  return settings;
}

/** Exponential backoff for the n-th failed attempt (1-based), never shorter than Google's Retry-After. */
export function retryDelayMs(settings: DeliverySettings, attempt: number, retryAfterMs?: number): number {
  const exponential = Math.min(settings.retryMaxDelayMs, settings.retryBaseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(exponential, retryAfterMs ?? 0);
}

/** The wait after the n-th refused reply check (1-based), never shorter than a wait Google or our budget named. */
export function replyCheckDelayMs(settings: DeliverySettings, failures: number, retryAfterMs?: number): number {
  const exponential = Math.min(settings.replyCheckMaxDelayMs, settings.replyCheckBaseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.max(exponential, retryAfterMs ?? 0);
}
