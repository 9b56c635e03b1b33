// Sends one campaign email, once. Each round re-reads the email with its contact, campaign, owner and grant,
// decides (send-decision.ts), and only then claims and calls Gmail. Failures are sorted by what they mean:
// Gmail refused (429/5xx: retry with backoff; 401: refresh, then wait for a reconnect), the request may have
// reached Gmail (unconfirmed: ERROR, never resent), or the email itself is wrong (ERROR).
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  canReadHeaders,
  createGoogleClients,
  getGmailAccess,
  GoogleAuthNotConfiguredError,
  GoogleNetworkError,
  GoogleOAuthError,
  GrantUnavailableError,
  MailSendError,
  markGrantRevoked,
  pauseGmailSending,
  readCachedAccessToken,
  reportGoogleProjectProblem,
  isOAuthClientRefused,
  toMailSendError,
  type FetchLike,
  type GmailAccess,
  type GoogleClients,
} from '../google';
import { nextWindowOpening } from '../scheduling';
import { openPixelUrl } from '../tracking';
import { signAttachments, type AttachmentSigner } from './attachment-links.service';
import { claimWithContext, messageIdFor, type DeliveryContext } from './delivery-context.repository';
import {
  attachmentUnavailable,
  DELIVERY_UNCONFIRMED,
  formatSendingResumeTime,
  GMAIL_QUOTA_UNITS,
  GMAIL_BLOCKED_BY_ADMIN,
  GMAIL_OFF_FOR_ACCOUNT,
  gmailDailyLimitReached,
  GOOGLE_PROJECT_PROBLEM_RETRY_MS,
  gmailKeptFailing,
  gmailRejected,
  RECONNECT_GMAIL_TO_RESUME,
  isMoveNote,
  outOfOfficeMoveNote,
} from 'contracts';
import { retryDelayMs, type DeliverySettings } from './delivery.settings';
import { usesSharedSession } from './prepared-query.util';
import {
  cancelScheduledEmail,
  markEmailFailed,
  markSent,
  releaseClaim,
  rescheduleEmail,
  scheduleJobOnly,
  sendingResumesAt,
  setWaiting,
  type MarkSentInput,
} from './email-claim.repository';
import { composeMail, fillPlaceholders } from './email-composer.service';
import { sendingResumeTime } from './gmail-limit.util';
import { followUpOrPending } from './follow-up.service';
import { checkThreadsForReplies } from './reply-check.service';
import type { SendDecision } from './send-decision.service';
import { decideDelivery, isReplyNote } from './reply-note.decision';
import { msUntilNextMinute, quotaCharge, returnGmailUnits, takeSendBudget } from './quota-budget.repository';
import { msUntilNextSecond } from './send-rate.repository';

export type DeliveryOutcome =
  | 'sent'
  | 'missing'
  | 'done'
  | 'held'
  | 'cancelled'
  | 'waiting'
  | 'rescheduled'
  | 'deferred'
  /** Gmail's daily sending limit: the email waits until the time Gmail gave. */
  | 'limited'
  | 'retrying'
  | 'stopped-by-reply'
  | 'failed'
  | 'unconfirmed';

export interface DeliveryEngineDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  settings: DeliverySettings;
  /** Shared Google clients (the process's own); built from the config (with `fetch`) when absent. */
  google?: GoogleClients;
  fetch?: FetchLike;
  signer?: AttachmentSigner;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface DeliveryEngine {
  readonly deps: DeliveryEngineDeps;
  deliver(campaignEmailId: number): Promise<DeliveryOutcome>;
  /** The Google clients the engine sends with (the reply poller and test emails use the same ones). */
  readonly google: GoogleClients;
}

/** Rounds of decide-claim-send in one job run (rate waits, an auth refresh, short retries). */
const MAX_ROUNDS = 12;
const MARK_SENT_ATTEMPTS = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createDeliveryEngine(deps: DeliveryEngineDeps): DeliveryEngine {
  const { db, config, logger, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? defaultSleep;
  if (config.database.pglite) usesSharedSession(db);
  const google = deps.google ?? createGoogleClients(config, { fetch: deps.fetch, gmailTimeoutMs: settings.gmailTimeoutMs });
  const { gmail, oauth } = google;
  // Gmail reads around a send (reply check, Message-ID read-back) are paid from the quota budget as sends are.
  const charge = quotaCharge(db, {
    projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
    userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
  });

  const accessFor = (userId: string, forceRefresh: boolean) =>
    getGmailAccess({ db, ring: config.tokenEncryption, oauth: oauth() }, userId, { now: now(), forceRefresh });

  /** The access token cached with the grant (read with the context), while it is valid. */
  function cachedAccess(context: DeliveryContext, forceRefresh: boolean): GmailAccess | undefined {
    const { grant } = context;
    if (forceRefresh || !grant?.live) return undefined;
    const accessToken = readCachedAccessToken(
      { userId: context.userId, accessToken: grant.accessToken, accessTokenExpiresAt: grant.accessTokenExpiresAt },
      config.tokenEncryption,
      now(),
      ACCESS_TOKEN_EXPIRY_MARGIN_MS,
    );
    return accessToken
      ? { userId: context.userId, googleEmail: grant.googleEmail, scopes: grant.scopes, accessToken }
      : undefined;
  }

  /** Retry later: in this job if soon, else as a new job; ERROR once the attempts are used up. */
  async function retryOrFail(
    context: DeliveryContext,
    attempt: number,
    detail: string,
    retryAfter: number | undefined,
    token: string | undefined,
  ): Promise<'again' | DeliveryOutcome> {
    const at = now();
    if (attempt >= settings.maxSendAttempts) {
      await markEmailFailed(db, { emailId: context.id, token, message: gmailKeptFailing(detail), now: at });
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

  async function markSentWithRetries(input: MarkSentInput): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await markSent(db, input);
      } catch (error) {
        // The email is out: losing this write would turn it into an unconfirmed ERROR later. Try hard.
        if (attempt >= MARK_SENT_ATTEMPTS) throw error;
        logger.error({ err: error, emailId: input.emailId, attempt }, 'recording a sent email failed; retrying');
        await sleep(200 * attempt);
      }
    }
  }

  /** Carries out a decision other than 'send' (the email is not claimed by us at this point). */
  async function act(emailId: number, decision: Exclude<SendDecision, { kind: 'send' }>, at: Date): Promise<DeliveryOutcome> {
    switch (decision.kind) {
      case 'done':
        return 'done';
      case 'hold':
        return 'held';
      case 'cancel':
        await cancelScheduledEmail(db, emailId);
        return 'cancelled';
      case 'wait':
        await setWaiting(db, { emailId, message: decision.message, now: at });
        return 'waiting';
      case 'reschedule':
        await rescheduleEmail(db, { emailId, runAt: decision.at, moveDueTime: true, now: at });
        return 'rescheduled';
      case 'claimed-elsewhere':
        await scheduleJobOnly(db, emailId, new Date(decision.checkAt.getTime() + 1_000), at);
        return 'deferred';
      case 'unconfirmed':
        await markEmailFailed(db, { emailId, expiredBefore: at, message: DELIVERY_UNCONFIRMED, now: at });
        logger.warn({ emailId }, 'claim expired mid-send: marked unconfirmed, not resent');
        return 'unconfirmed';
    }
  }

  async function deliver(emailId: number): Promise<DeliveryOutcome> {
    let rateWaitedMs = 0;
    const state = { authRetried: false, repliesChecked: false };
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      // The send's share of the shared budgets first (a slot of the per-second rate, messages.send's quota units for
      // the account and the project this minute), then the claim. Either spent: wait a little, else defer.
      const budget = await takeSendBudget(db, {
        emailId,
        ratePerSecond: settings.projectSendRatePerSecond,
        projectUnitsPerMinute: settings.gmailProjectUnitsPerMinute,
        userUnitsPerMinute: settings.gmailUserUnitsPerMinute,
      });
      if (budget !== 'ok') {
        const wait = budget === 'rate' ? msUntilNextSecond() : msUntilNextMinute();
        if (rateWaitedMs + wait > settings.rateWaitMaxMs) {
          await scheduleJobOnly(db, emailId, new Date(now().getTime() + wait), now());
          return 'deferred';
        }
        await sleep(wait);
        rateWaitedMs += wait;
        continue;
      }
      const claimedAt = now();
      const token = randomUUID();
      const messageIdLocalPart = randomUUID();
      // One round trip: the claim (with every re-check and the cap) and the context it was decided on.
      const attempt = await claimWithContext(db, {
        emailId,
        token,
        messageIdLocalPart,
        now: claimedAt,
        claimTtlMs: settings.claimTtlMs,
        dailySendCap: settings.dailySendCap,
      });
      if (!attempt) return 'missing';
      const { claim, context } = attempt;
      // The snapshot shows the email as it was just before our claim.
      const decision = decideDelivery(context, claimedAt);
      // No Gmail call comes of this round (a duplicate job, the window, the cap): the send's units go back.
      if (claim === 'not-claimable' || decision.kind !== 'send') {
        await returnGmailUnits(db, { userId: context.userId, units: GMAIL_QUOTA_UNITS['messages.send'] });
      }

      if (claim === 'not-claimable') {
        if (decision.kind !== 'send') return act(emailId, decision, claimedAt);
        // Everything looked sendable, so the account is at its cap or Gmail's daily limit holds it (or something
        // changed a moment ago).
        const resumes = await sendingResumesAt(db, context.userId, now(), settings.dailySendCap);
        if (resumes) {
          const { timezone, excludeWeekends } = context.campaign;
          await rescheduleEmail(db, {
            emailId,
            runAt: nextWindowOpening(resumes.at, timezone, excludeWeekends),
            moveDueTime: true,
            errorMessage: resumes.gmailLimit ? limitMessage(resumes.at, timezone) : null,
            now: now(),
          });
          return resumes.gmailLimit ? 'limited' : 'deferred';
        }
        continue;
      }

      // Claimed. Checks only the engine can make (window, due time, address) may still say no: then let go.
      if (decision.kind !== 'send') {
        // The claim cleared the email's note; a note saying why it was moved (out of office) stays.
        const note = isMoveNote(context.errorMessage) ? context.errorMessage : null;
        await releaseClaim(db, { emailId, token, now: now(), errorMessage: note });
        return act(emailId, decision, claimedAt);
      }
      const outcome = await sendClaimed(context, token, messageIdFor(messageIdLocalPart, context.grant?.googleEmail), state);
      if (outcome === 'again') continue;
      return outcome;
    }
    await scheduleJobOnly(db, emailId, new Date(now().getTime() + 1_000), now());
    return 'deferred';
  }

  /** Sends an email this worker holds the claim of; every way out releases, records or fails the claim. */
  async function sendClaimed(
    context: DeliveryContext,
    token: string,
    newMessageId: string,
    /** Carried across rounds of one job run: a forced token refresh is tried once, threads are read once. */
    state: { authRetried: boolean; repliesChecked: boolean },
  ): Promise<DeliveryOutcome | 'again'> {
    const emailId = context.id;
    const messageId = context.rfcMessageId ?? newMessageId;
    let access: GmailAccess;
    try {
      access = cachedAccess(context, state.authRetried) ?? (await accessFor(context.userId, state.authRetried));
    } catch (error) {
      if (error instanceof GrantUnavailableError) {
        await releaseClaim(db, { emailId, token, now: now(), errorMessage: RECONNECT_GMAIL_TO_RESUME });
        return 'waiting';
      }
      if (
        error instanceof GoogleOAuthError ||
        error instanceof GoogleNetworkError ||
        error instanceof GoogleAuthNotConfiguredError
      ) {
        // The token endpoint failed, Gmail was not called: no attempt is used up.
        await releaseClaim(db, { emailId, token, now: now() });
        if (
          error instanceof GoogleAuthNotConfiguredError ||
          (error instanceof GoogleOAuthError && isOAuthClientRefused(error.code))
        ) {
          // The app's own OAuth client: the operator's to fix, the email waits.
          await reportGoogleProjectProblem(db, { problem: 'oauth-client-refused', detail: error.message, now: now() });
          logger.error({ err: error, emailId }, 'Google refused the OAuth client: operator action needed');
          await rescheduleEmail(db, {
            emailId,
            runAt: new Date(now().getTime() + GOOGLE_PROJECT_PROBLEM_RETRY_MS),
            moveDueTime: false,
            now: now(),
          });
          return 'deferred';
        }
        const outcome = await retryOrFail(context, 0, error.message, (error as GoogleOAuthError).retryAfterMs, undefined);
        return outcome;
      }
      await releaseClaim(db, { emailId, token, now: now() });
      throw error;
    }

    // A note answers the reply itself: the thread is not read for replies before it.
    if (!state.repliesChecked && !isReplyNote(context) && context.sentThreadIds.length > 0 && canReadHeaders(access.scopes)) {
      const check = await checkThreadsForReplies({ db, gmail, logger, now, charge }, context, access);
      if (check.outcome === 'stopped') {
        // The contact is RESPONDED (or ERROR) now; this email, still ours, goes with its other unsent ones.
        await releaseClaim(db, { emailId, token, now: now() });
        await cancelScheduledEmail(db, emailId);
        return 'stopped-by-reply';
      }
      if (check.outcome === 'postponed') {
        // Out of office until after its due time: due again (with a job) once the recipient is back.
        await releaseClaim(db, { emailId, token, now: now() });
        await rescheduleEmail(db, {
          emailId,
          runAt: check.until,
          moveDueTime: true,
          errorMessage: outOfOfficeMoveNote(check.returnDate),
          now: now(),
        });
        logger.info({ emailId, until: check.until }, 'follow-up held until the recipient is back');
        return 'rescheduled';
      }
      state.repliesChecked = true;
      if (check.outcome === 'retry') {
        await releaseClaim(db, { emailId, token, now: now() });
        return retryOrFail(context, 0, 'reply check failed', check.retryAfterMs, undefined);
      }
    }

    const attachments = await signAttachments(deps.signer, context.attachments);
    const values = { yourName: context.user.name, contactFirstName: context.contact.firstName };
    const subject = fillPlaceholders(context.subject, values);
    const text = fillPlaceholders(context.body, values);
    const mail = composeMail({
      from: { name: context.user.name, address: access.googleEmail },
      to: {
        name: [context.contact.firstName, context.contact.lastName].filter(Boolean).join(' ') || undefined,
        address: context.contact.email!,
      },
      bcc: context.bcc,
      subject,
      text,
      messageId,
      threadReferences: context.threadReferences,
      trackingPixelUrl: context.campaign.trackOpens ? openPixelUrl(config.appOrigin, config.session.secret, emailId) : undefined,
      attachments,
    });
    const attempt = context.attempts + 1;
    let sent: { id: string; threadId: string };
    try {
      sent = await google.mail.send({ accessToken: access.accessToken, threadId: context.threadId ?? undefined, mail });
    } catch (caught) {
      const error = caught instanceof MailSendError ? caught : toMailSendError(caught);
      switch (error.kind) {
        case 'auth':
          await releaseClaim(db, { emailId, token, now: now() });
          // Maybe just an expired access token: refresh once and try again.
          if (!state.authRetried) {
            state.authRetried = true;
            return 'again';
          }
          await markGrantRevoked(db, context.userId, now());
          await setWaiting(db, { emailId, message: RECONNECT_GMAIL_TO_RESUME, now: now() });
          logger.warn({ emailId, userId: context.userId }, 'Gmail refused the grant: waiting for a reconnect');
          return 'waiting';
        case 'daily-limit':
          return dailyLimitReached(context, token, error);
        case 'project':
          return projectProblem(context, token, error);
        case 'account': {
          // The user must act (their administrator, or Gmail for that account); the emails wait for a reconnect.
          const message = error.options.problem === 'admin-policy' ? GMAIL_BLOCKED_BY_ADMIN : GMAIL_OFF_FOR_ACCOUNT;
          await releaseClaim(db, { emailId, token, now: now(), uncountAttempt: true });
          await setWaiting(db, { emailId, message, now: now() });
          logger.warn(
            { emailId, userId: context.userId, detail: error.detail },
            'Gmail refused the account: waiting for the user',
          );
          return 'waiting';
        }
        case 'rate':
        case 'server':
          return retryOrFail(context, attempt, error.detail, error.options.retryAfterMs, token);
        case 'thread-gone':
          if (context.threadId) {
            // The thread is gone from the mailbox (deleted): send it as a new Gmail thread, headers unchanged.
            await releaseClaim(db, { emailId, token, now: now(), dropThread: true });
            return 'again';
          }
          return rejected(emailId, token, error);
        case 'rejected':
          return rejected(emailId, token, error);
        case 'not-built':
          return retryOrFail(context, attempt, attachmentUnavailable(error.detail), undefined, token);
        case 'not-sent':
          return retryOrFail(context, attempt, error.detail, undefined, token);
        case 'unconfirmed':
          // The request may have reached Gmail (timeout, reset, unreadable answer): never guess, never resend.
          await markEmailFailed(db, { emailId, token, message: DELIVERY_UNCONFIRMED, now: now() });
          logger.error({ err: error.cause ?? error, emailId }, 'delivery could not be confirmed');
          return 'unconfirmed';
      }
    }

    // Gmail accepted it: from here on the email is SENT, whatever fails. Its follow-up is a step of its own (a
    // failure there is logged and retried by the housekeeping), and only the database write itself is retried here.
    const sentAt = now();
    const gmailMessageId = await sentMessageId(access, sent.id, emailId);
    const recorded = await markSentWithRetries({
      emailId,
      token,
      sentAt,
      gmailMessageId: sent.id,
      threadId: sent.threadId,
      rfcMessageId: gmailMessageId ?? messageId,
      claimedMessageId: messageId,
      subject,
      body: text,
      ...(isReplyNote(context) ? {} : followUpOrPending(logger, context, sentAt, subject, sent.threadId)),
    });
    if (!recorded) logger.error({ emailId }, 'sent, but the claim was gone when recording it');
    return 'sent';
  }

  /**
   * Gmail replaces the Message-ID we set with its own, and a follow-up must name the one the recipient received. With
   * a header scope it is read back (5 quota units); without one, or if the read fails, ours is kept (the recipient's
   * mail app then groups the follow-up by its 'Re:' subject, and Gmail itself by the thread id).
   */
  async function sentMessageId(access: GmailAccess, gmailId: string, emailId: number): Promise<string | undefined> {
    if (!canReadHeaders(access.scopes)) return undefined;
    try {
      await charge(access.userId, 'messages.get');
      return await gmail.getMessageIdHeader(access.accessToken, gmailId);
    } catch (error) {
      logger.warn({ err: error, emailId }, "sent, but Gmail's Message-ID could not be read back; keeping ours");
      return undefined;
    }
  }

  function limitMessage(resumeAt: Date, timezone: string): string {
    return gmailDailyLimitReached(formatSendingResumeTime(resumeAt, timezone));
  }

  /**
   * Gmail's daily sending limit: the account's emails wait until the time Gmail stated (a safe default when it did
   * not), none is marked ERROR for it and the attempt is not counted; other accounts go on.
   */
  async function dailyLimitReached(context: DeliveryContext, token: string, error: MailSendError): Promise<DeliveryOutcome> {
    const at = now();
    const resumeAt = sendingResumeTime(error.options.resumeAt, at);
    const { timezone, excludeWeekends } = context.campaign;
    await pauseGmailSending(db, context.userId, resumeAt);
    await releaseClaim(db, { emailId: context.id, token, now: at, uncountAttempt: true });
    await rescheduleEmail(db, {
      emailId: context.id,
      runAt: nextWindowOpening(resumeAt, timezone, excludeWeekends),
      moveDueTime: true,
      errorMessage: limitMessage(resumeAt, timezone),
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
   * operator is told (an error log, and /readyz through google_project_problems); the email looks again later, its
   * attempt not counted and its user not told.
   */
  async function projectProblem(context: DeliveryContext, token: string, error: MailSendError): Promise<DeliveryOutcome> {
    const at = now();
    const problem = error.options.problem === 'project-quota' ? 'project-quota' : 'gmail-api-disabled';
    const detail = `${error.detail}: ${error.options.providerMessage ?? ''}`.trim();
    await reportGoogleProjectProblem(db, { problem, detail, now: at });
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

  async function rejected(emailId: number, token: string, error: MailSendError): Promise<DeliveryOutcome> {
    await markEmailFailed(db, {
      emailId,
      token,
      message: gmailRejected(error.options.providerMessage ?? error.detail),
      now: now(),
    });
    return 'failed';
  }

  return { deps, deliver, google };
}
