// The send itself, once this worker holds the claim: access token, the reply check before a follow-up, compose, Gmail,
// then SENT with the follow-up (or one of the endings of send-failure.service.ts).
import type { DeliveryOutcome, EngineContext } from './engine.types';
import { accessFor, cachedAccess, chargeFor, mailboxOfContext } from './engine-context.factory';
import {
  dailyLimitReached,
  gmailStatedWait,
  projectProblem,
  rejected,
  replyCheckRefused,
  retryOrFail,
} from './send-failure.service';
import {
  headerValue,
  MailAccessError,
  MailSendError,
  mailProviderOf,
  statedRetryAfterMs,
  type MailboxAccess,
  type MailboxAdapter,
  type MailboxProblem,
} from '../../mailbox';
import { openPixelUrl } from '../../tracking';
import { signAttachments } from './attachment-links.service';
import {
  type DeliveryContext,
  cancelScheduledEmail,
  markEmailFailed,
  markSent,
  msUntilNextMinute,
  recordServerError,
  releaseClaim,
  rescheduleEmail,
  setWaiting,
  type MarkSentInput,
  composeMail,
  conversationAnchorFor,
  conversationHeaders,
  type ConversationHeaders,
  fillPlaceholders,
} from '../store';
import {
  attachmentUnavailable,
  DELIVERY_UNCONFIRMED,
  GOOGLE_PROJECT_PROBLEM_RETRY_MS,
  mailboxAccountProblem,
  outOfOfficeMoveNote,
  reconnectMailboxToResume,
  type MailboxAccountProblem,
} from 'contracts';
import { followUpOrPending } from '../schedule';
import { checkThreadsForReplies, CONFIRM_AFTER_MS, lookForCopy } from '../replies';
import { isReplyNote } from './reply-note.decision';

/** The problems that are the account's own (the others are the app's project, reported to the operator). */
const accountProblemOf = (problem: MailboxProblem | undefined): MailboxAccountProblem | undefined =>
  problem === 'gmail-api-disabled' || problem === 'project-quota' ? undefined : problem;

/** Writes of a sent email retried this many times before giving up (the email is out: losing the write is worse). */
const MARK_SENT_ATTEMPTS = 5;

/** Sends an email this worker holds the claim of; every way out releases, records or fails the claim. */
export async function sendClaimed(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  newMessageId: string,
  /** Carried across rounds of one job run: a forced token refresh is tried once, threads are read once. */
  state: { authRetried: boolean; repliesChecked: boolean },
): Promise<DeliveryOutcome | 'again'> {
  const { db, config, logger, now } = ctx;
  const emailId = context.id;
  const messageId = context.rfcMessageId ?? newMessageId;
  let mailbox: MailboxAdapter;
  let access: MailboxAccess;
  try {
    // A grant whose provider this process has no configuration for is refused here ('client-refused': it waits).
    mailbox = mailboxOfContext(ctx, context);
    access = cachedAccess(ctx, context, state.authRetried) ?? (await accessFor(ctx, context, state.authRetried));
  } catch (error) {
    if (error instanceof MailAccessError) return accessRefused(ctx, context, token, error);
    await releaseClaim(db, { emailId, token, now: now() });
    throw error;
  }

  const charge = chargeFor(ctx, mailbox);
  // An earlier attempt got a 5xx, and Gmail sometimes sends those anyway: look for it before sending it again.
  if (context.serverErrorAt) {
    const settled = await settleAfterServerError(ctx, context, mailbox, access, token, messageId, context.serverErrorAt);
    if (settled) return settled;
  }

  // A note answers the reply itself: the thread is not read for replies before it.
  if (
    !state.repliesChecked &&
    !isReplyNote(context) &&
    context.sentThreadIds.length > 0 &&
    mailbox.canReadHeaders(access.scopes)
  ) {
    const check = await checkThreadsForReplies({ db, mailbox, logger, now, charge }, context, access);
    if (check.outcome === 'stopped') {
      // The contact is RESPONDED (or ERROR) now; this email, still ours, goes with its other unsent ones.
      await releaseClaim(db, { emailId, token, now: now() });
      await cancelScheduledEmail(db, emailId);
      return 'stopped-by-reply';
    }
    if (check.outcome === 'paused') {
      // The user wrote in the thread themselves: the contact is paused, this email waits unsent (a resume re-plans it).
      await releaseClaim(db, { emailId, token, now: now(), uncountAttempt: true });
      return 'held';
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
    // Only a check that read every thread lets the follow-up go; a refused one holds it (never sent unchecked).
    if (check.outcome === 'retry') return replyCheckRefused(ctx, context, token, check);
    if (check.outcome === 'unauthorized') {
      // The read's token was refused: a fresh one, and the threads read again in the next round.
      if (!state.authRetried) {
        await releaseClaim(db, { emailId, token, now: now() });
        state.authRetried = true;
        return 'again';
      }
      return replyCheckRefused(ctx, context, token, { outcome: 'retry' });
    }
    state.repliesChecked = true;
  }

  const attachments = await signAttachments(ctx.deps.signer, context.attachments);
  const values = { yourName: context.user.name, contactFirstName: context.contact.firstName };
  const subject = fillPlaceholders(context.subject, values);
  const text = fillPlaceholders(context.body, values);
  const mail = composeMail({
    from: { name: context.user.name, address: access.address },
    to: {
      name: [context.contact.firstName, context.contact.lastName].filter(Boolean).join(' ') || undefined,
      address: context.contact.email!,
    },
    bcc: context.bcc,
    subject,
    text,
    messageId,
    threading: threadingOf(context, messageId),
    trackingPixelUrl: context.campaign.trackOpens ? openPixelUrl(config.appOrigin, config.session.secret, emailId) : undefined,
    attachments,
  });
  const attempt = context.attempts + 1;
  const sendBegan = now();
  let sent: { id: string; threadId: string; webLink?: string };
  try {
    sent = await mailbox.send(access, mail, { threadId: context.threadId ?? undefined });
  } catch (caught) {
    const error = caught instanceof MailSendError ? caught : new MailSendError('unconfirmed', String(caught), { cause: caught });
    switch (error.kind) {
      case 'auth':
        await releaseClaim(db, { emailId, token, now: now() });
        // Maybe just an expired access token: refresh once and try again.
        if (!state.authRetried) {
          state.authRetried = true;
          return 'again';
        }
        await mailbox.markRevoked(context.userId, now());
        await setWaiting(db, { emailId, message: reconnectMailboxToResume(mailProviderOf(mailbox.provider)), now: now() });
        logger.warn({ emailId, userId: context.userId }, 'the provider refused the grant: waiting for a reconnect');
        return 'waiting';
      case 'daily-limit':
        return dailyLimitReached(ctx, context, token, error);
      case 'project':
        return projectProblem(ctx, context, token, error);
      case 'account': {
        // The user must act (their administrator, or the provider for that account); the emails wait for a reconnect.
        const message = mailboxAccountProblem(mailProviderOf(mailbox.provider), accountProblemOf(error.options.problem));
        await releaseClaim(db, { emailId, token, now: now(), uncountAttempt: true });
        await setWaiting(db, { emailId, message, now: now() });
        logger.warn(
          { emailId, userId: context.userId, detail: error.detail },
          'the provider refused the account: waiting for the user',
        );
        return 'waiting';
      }
      case 'rate':
        // 'Retry after <time>' in the answer: the account waits until then, not an attempt (product.md §10).
        if (error.options.resumeAt && error.options.resumeAt.getTime() > now().getTime())
          return gmailStatedWait(ctx, context, token, error.options.resumeAt);
        return retryOrFail(ctx, context, attempt, error.detail, error.options.retryAfterMs, token);
      case 'server':
        // Gmail sometimes sends an email it answered 5xx for (product.md §10). With 'Send only' nothing can be
        // read back, so it is never resent: the user checks Sent. With headers, it is looked for before any resend,
        // once its copy has had the time an interrupted send is given to show up.
        if (!mailbox.canReadHeaders(access.scopes))
          return unconfirmed(ctx, emailId, token, error, 'Gmail answered 5xx (send-only): not resent');
        await recordServerError(db, { emailId, token, began: sendBegan });
        if (attempt >= ctx.settings.maxSendAttempts)
          return unconfirmed(ctx, emailId, token, error, 'Gmail answered 5xx on the last attempt');
        return retryOrFail(
          ctx,
          context,
          attempt,
          error.detail,
          Math.max(error.options.retryAfterMs ?? 0, CONFIRM_AFTER_MS),
          token,
        );
      case 'thread-gone':
        if (context.threadId) {
          // The thread is gone from the mailbox (deleted): send it as a new Gmail thread, headers unchanged.
          await releaseClaim(db, { emailId, token, now: now(), dropThread: true });
          return 'again';
        }
        return rejected(ctx, context, token, error);
      case 'rejected':
        return rejected(ctx, context, token, error);
      case 'not-built':
        return retryOrFail(ctx, context, attempt, attachmentUnavailable(error.detail), undefined, token);
      case 'not-sent':
        return retryOrFail(ctx, context, attempt, error.detail, undefined, token);
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
  const gmailMessageId = await sentMessageId(ctx, mailbox, access, sent.id, emailId);
  const recorded = await markSentWithRetries(ctx, {
    emailId,
    token,
    sentAt,
    gmailMessageId: sent.id,
    threadId: sent.threadId,
    rfcMessageId: gmailMessageId ?? messageId,
    claimedMessageId: messageId,
    messageIdFromGmail: gmailMessageId !== undefined,
    subject,
    body: text,
    webLink: sent.webLink,
    ...(isReplyNote(context) ? {} : followUpOrPending(logger, context, sentAt, subject, sent.threadId)),
  });
  if (!recorded) logger.error({ emailId }, 'sent, but the claim was gone when recording it');
  return 'sent';
}

/** No access to the mailbox (the provider's token endpoint said no): Gmail was not called, no attempt is used up. */
async function accessRefused(
  ctx: EngineContext,
  context: DeliveryContext,
  token: string,
  error: MailAccessError,
): Promise<DeliveryOutcome | 'again'> {
  const { db, logger, now } = ctx;
  const emailId = context.id;
  if (error.kind === 'grant-unavailable') {
    const errorMessage = reconnectMailboxToResume(mailProviderOf(context.grant?.provider));
    await releaseClaim(db, { emailId, token, now: now(), errorMessage });
    return 'waiting';
  }
  await releaseClaim(db, { emailId, token, now: now() });
  if (error.kind === 'client-refused') {
    // The app's own OAuth client: the operator's to fix, the email waits.
    await ctx.mailboxes[context.grant?.provider ?? 'google']?.reportAppProblem('client-refused', error.detail, now());
    logger.error({ err: error, emailId }, 'the provider refused the OAuth client: operator action needed');
    await rescheduleEmail(db, {
      emailId,
      runAt: new Date(now().getTime() + GOOGLE_PROJECT_PROBLEM_RETRY_MS),
      moveDueTime: false,
      now: now(),
    });
    return 'deferred';
  }
  return retryOrFail(ctx, context, 0, error.detail, error.options.retryAfterMs, undefined);
}

/**
 * References / In-Reply-To: the run's anchor (a first email's comes from its own Message-ID, as markSent records it),
 * then the IDs the recipient got (product.md §10).
 */
function threadingOf(context: DeliveryContext, messageId: string): ConversationHeaders {
  const first = context.conversationAnchor === null && context.threadId === null;
  return conversationHeaders({
    anchor: context.conversationAnchor ?? (first ? conversationAnchorFor(messageId) : null),
    seenReferences: context.threadReferences,
    isReply: !first,
  });
}

/** ERROR 'delivery could not be confirmed', never resent; with headers the Sent folder settles it later. */
async function unconfirmed(
  ctx: EngineContext,
  emailId: number,
  token: string,
  error: unknown,
  why: string,
): Promise<DeliveryOutcome> {
  await markEmailFailed(ctx.db, { emailId, token, message: DELIVERY_UNCONFIRMED, now: ctx.now() });
  ctx.logger.warn({ err: error, emailId }, why);
  return 'unconfirmed';
}

/**
 * Before resending an email an earlier attempt of which got a 5xx: its copy in the thread or the Sent folder (the
 * lookup of interrupted sends, delivery-confirmation.service.ts). Found -> SENT under Gmail's ids, with its follow-up,
 * as if that attempt had been answered; absent -> undefined, it is sent again; not known -> never resent blindly: the
 * grant lost its header scope -> unconfirmed; Gmail or our budget refused the look -> looked for again later.
 */
async function settleAfterServerError(
  ctx: EngineContext,
  context: DeliveryContext,
  mailbox: MailboxAdapter,
  access: MailboxAccess,
  token: string,
  messageId: string,
  began: Date,
): Promise<DeliveryOutcome | 'again' | undefined> {
  const { db, logger } = ctx;
  const charge = chargeFor(ctx, mailbox);
  const emailId = context.id;
  if (!mailbox.canReadHeaders(access.scopes))
    return unconfirmed(ctx, emailId, token, undefined, 'an earlier 5xx cannot be checked: not resent');
  const values = { yourName: context.user.name, contactFirstName: context.contact.firstName };
  const subject = fillPlaceholders(context.subject, values);
  let copy: Awaited<ReturnType<typeof lookForCopy>>;
  let retryAfterMs: number | undefined;
  try {
    copy = await lookForCopy({ db, mailbox, logger, charge }, access, {
      id: emailId,
      rfcMessageId: messageId,
      began,
      threadId: context.threadId,
      recipient: (context.contact.email ?? '').toLowerCase(),
      subject,
    });
  } catch (error) {
    copy = 'unknown';
    retryAfterMs = statedRetryAfterMs(error);
    logger.warn({ err: error, emailId }, 'the look for a copy after a 5xx failed');
  }
  if (copy === 'absent') return undefined;
  if (copy === 'unknown') {
    // Our budget was spent or the mailbox refused the read: look again later (never resend unchecked); past the last
    // attempt it is unconfirmed, and the Sent folder settles it.
    const attempt = context.attempts + 1;
    if (attempt >= ctx.settings.maxSendAttempts)
      return unconfirmed(ctx, emailId, token, undefined, 'an earlier 5xx could not be checked: not resent');
    return retryOrFail(ctx, context, attempt, 'looking for a copy after a 5xx', retryAfterMs ?? msUntilNextMinute(), token);
  }
  const sentAt = copy.internalDate;
  const recorded = await markSentWithRetries(ctx, {
    emailId,
    token,
    sentAt,
    gmailMessageId: copy.id,
    threadId: copy.threadId,
    rfcMessageId: headerValue(copy.headers, 'Message-ID')?.trim() || messageId,
    messageIdFromGmail: Boolean(headerValue(copy.headers, 'Message-ID')?.trim()),
    claimedMessageId: messageId,
    subject: headerValue(copy.headers, 'Subject') ?? subject,
    body: fillPlaceholders(context.body, values),
    ...(isReplyNote(context) ? {} : followUpOrPending(logger, context, sentAt, subject, copy.threadId)),
  });
  if (!recorded) logger.error({ emailId }, 'found sent after a 5xx, but the claim was gone when recording it');
  logger.info({ emailId }, 'Gmail had sent it despite its 5xx: recorded SENT, not sent again');
  return 'sent';
}

export async function markSentWithRetries(ctx: EngineContext, input: MarkSentInput): Promise<boolean> {
  const { db, logger, sleep } = ctx;
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

/**
 * Gmail replaces the Message-ID we set with its own, and a follow-up must name the one the recipient received. With
 * a header scope it is read back (5 quota units); without one, or if the read fails, ours is kept (the recipient's
 * mail app then groups the follow-up by its 'Re:' subject, and Gmail itself by the thread id).
 */
export async function sentMessageId(
  ctx: EngineContext,
  mailbox: MailboxAdapter,
  access: MailboxAccess,
  gmailId: string,
  emailId: number,
): Promise<string | undefined> {
  const { logger } = ctx;
  if (!mailbox.canReadHeaders(access.scopes)) return undefined;
  try {
    await chargeFor(ctx, mailbox)(access.userId, 'messages.get');
    return await mailbox.sentMessageId(access, gmailId);
  } catch (error) {
    logger.warn({ err: error, emailId }, "sent, but Gmail's Message-ID could not be read back; keeping ours");
    return undefined;
  }
}
