// How a send that did not go through ends: retried (in this job or as a new one), held for Gmail's daily limit or a
// project problem, or failed for good. Each releases or fails the claim it is handed.
import type { DeliveryOutcome, EngineContext } from './engine.types';
import { mailboxOfContext } from './engine-context.factory';
import { MailSendError, mailProviderOf } from '../../mailbox';
import { nextWindowOpening } from '../../scheduling';
import {
  countReplyCheckFailure,
  type DeliveryContext,
  markEmailFailed,
  releaseClaim,
  rescheduleEmail,
  sendingResumeTime,
} from '../store';
import type { ThreadCheck } from '../replies';
import {
  formatSendingResumeTime,
  mailboxAskedToWait,
  mailboxDailyLimitReached,
  replyCheckPending,
  GOOGLE_PROJECT_PROBLEM_RETRY_MS,
  mailboxKeptFailing,
  mailboxRejected,
} from 'contracts';
import { replyCheckDelayMs, retryDelayMs } from '../delivery.settings';

/** Retry later: in this job if soon, else as a new job; ERROR once the attempts are used up. */
export async function retryOrFail(
  ctx: EngineContext,
  context: DeliveryContext,
  attempt: number,
  detail: string,
  retryAfter: number | undefined,
  token: string | undefined,
): Promise<'again' | DeliveryOutcome> {
  const { db, logger, settings, now, sleep } = ctx;
  const at = now();
  if (attempt >= settings.maxSendAttempts) {
    await markEmailFailed(db, { emailId: context.id, token, message: mailboxKeptFailing(providerOf(context), detail), now: at });
    logger.warn({ emailId: context.id, attempt, detail }, 'email failed after its last attempt');
    return 'failed';
  }
  if (token) await releaseClaim(db, { emailId: context.id, token, now: at });
  const delay = retryDelayMs(settings, attempt, retryAfter);
  logger.info({ emailId: context.id, attempt, delayMs: delay, detail }, 'send will be retried');
  if (delay <= settings.inProcessRetryMaxMs) {
    await sleep(delay);
    return 'again';
  }
  await rescheduleEmail(db, { emailId: context.id, runAt: new Date(at.getTime() + delay), moveDueTime: false, now: at });
  return 'retrying';
}

/** The user's mailbox as the messages name it. */
const providerOf = (context: DeliveryContext) => mailProviderOf(context.grant?.provider);

/** The provider's daily sending limit holds the account until `resumeAt`. */
export function limitMessage(context: DeliveryContext, resumeAt: Date): string {
  return mailboxDailyLimitReached(providerOf(context), formatSendingResumeTime(resumeAt, context.campaign.timezone));
}

/**
 * Gmail's daily sending limit: the account's emails wait until the time Gmail stated (a safe default when it did
 * not), none is marked ERROR for it and the attempt is not counted; other accounts go on.
 */
export async function dailyLimitReached(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  error: MailSendError,
): Promise<DeliveryOutcome> {
  const { db, logger, now } = ctx;
  const at = now();
  const resumeAt = sendingResumeTime(error.options.resumeAt, at);
  const { policy } = context.campaign;
  await mailboxOfContext(ctx, context).pauseSending(context.userId, resumeAt);
  await releaseClaim(db, { emailId: context.id, token, now: at, uncountAttempt: true });
  await rescheduleEmail(db, {
    emailId: context.id,
    runAt: nextWindowOpening(resumeAt, policy),
    moveDueTime: true,
    errorMessage: limitMessage(context, resumeAt),
    now: at,
  });
  logger.warn(
    { emailId: context.id, userId: context.userId, resumeAt, stated: error.options.resumeAt !== undefined },
    "Gmail's daily sending limit reached: the account's emails wait",
  );
  return 'limited';
}

/**
 * The app's Google project cannot send (Gmail API disabled in it, its quota used up): no user can fix that. The
 * operator is told (an error log, and /readyz through mail_app_problems); the email looks again later, its
 * attempt not counted and its user not told.
 */
export async function projectProblem(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  error: MailSendError,
): Promise<DeliveryOutcome> {
  const { db, logger, now } = ctx;
  const at = now();
  const problem = error.options.problem === 'project-quota' ? 'project-quota' : 'api-disabled';
  const detail = `${error.detail}: ${error.options.providerMessage ?? ''}`.trim();
  await mailboxOfContext(ctx, context).reportAppProblem(problem, detail, at);
  logger.error({ problem, detail, emailId: context.id }, 'the Google Cloud project cannot send Gmail: operator action needed');
  await releaseClaim(db, { emailId: context.id, token, now: at, uncountAttempt: true });
  await rescheduleEmail(db, {
    emailId: context.id,
    runAt: new Date(at.getTime() + GOOGLE_PROJECT_PROBLEM_RETRY_MS),
    moveDueTime: false,
    now: at,
  });
  return 'deferred';
}

export async function rejected(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  error: MailSendError,
): Promise<DeliveryOutcome> {
  const { db, now } = ctx;
  await markEmailFailed(db, {
    emailId: context.id,
    token,
    message: mailboxRejected(providerOf(context), error.options.providerMessage ?? error.detail),
    now: now(),
  });
  return 'failed';
}

/**
 * Gmail stated 'Retry after <time>' on a rate limit (per-user form, no daily-limit suffix): calling earlier only pushes
 * the time out again, so the account's sends and reads wait until then (a stated time past a day is not believed).
 * Not an attempt towards ERROR; the email says when sending resumes.
 */
export async function gmailStatedWait(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  retryAt: Date,
): Promise<DeliveryOutcome> {
  const { db, logger, now } = ctx;
  const at = now();
  const until = sendingResumeTime(retryAt, at);
  const { timezone, policy } = context.campaign;
  await mailboxOfContext(ctx, context).holdRequests(context.userId, until);
  await releaseClaim(db, { emailId: context.id, token, now: at, uncountAttempt: true });
  await rescheduleEmail(db, {
    emailId: context.id,
    runAt: nextWindowOpening(until, policy),
    moveDueTime: true,
    errorMessage: mailboxAskedToWait(providerOf(context), formatSendingResumeTime(until, timezone)),
    now: at,
  });
  logger.warn({ emailId: context.id, userId: context.userId, until }, 'Gmail asked the account to wait: its calls are held');
  return 'limited';
}

/**
 * The reply check before a follow-up could not read the threads: the follow-up waits for the next check (a new job),
 * each refusal longer than the one before, at least as long as Gmail or our quota budget said. Never sent unchecked,
 * never marked ERROR for it; the attempt is not counted.
 */
export async function replyCheckRefused(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  check: Extract<ThreadCheck, { outcome: 'retry' }>,
): Promise<DeliveryOutcome> {
  const { db, logger, settings, now } = ctx;
  const at = now();
  if (check.retryAt && check.retryAt.getTime() > at.getTime()) {
    await countReplyCheckFailure(db, context.id);
    return gmailStatedWait(ctx, context, token, check.retryAt);
  }
  const failures = await countReplyCheckFailure(db, context.id);
  const runAt = new Date(at.getTime() + replyCheckDelayMs(settings, failures, check.retryAfterMs));
  const message = replyCheckPending(formatSendingResumeTime(runAt, context.campaign.timezone), providerOf(context));
  await releaseClaim(db, { emailId: context.id, token, now: at, uncountAttempt: true, errorMessage: message });
  await rescheduleEmail(db, { emailId: context.id, runAt, moveDueTime: false, errorMessage: message, now: at });
  logger.info({ emailId: context.id, failures, runAt }, 'reply check refused: the follow-up waits for the next check');
  return 'retrying';
}
