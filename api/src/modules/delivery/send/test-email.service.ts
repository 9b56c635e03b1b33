// sendTestEmail: the draft goes to the user's own address through the same path as campaign emails (grant,
// token refresh, nodemailer composition, the user's mailbox provider, project-wide rate). Nothing is stored. Its
// refusals name the user's provider: Gmail's words (the spec's) for a Gmail grant or none, Outlook's for Outlook.
import { sql } from 'drizzle-orm';
import {
  AUTHORIZE_GMAIL_FOR_TEST,
  FAILED_TO_SEND_TEST_EMAIL,
  authorizeMailboxForTest,
  formatSendingResumeTime,
  mailboxDailyLimitReached,
  testEmailSent,
  validateTestEmail,
} from 'contracts';
import {
  MailAccessError,
  MailSendError,
  mailProviderOf,
  type MailboxAccess,
  type MailboxAdapter,
  type MailProviderId,
} from '../../mailbox';
import { sendingResumeTime, composeMail, fillPlaceholders, newMessageId } from '../store';
import { attachmentLinksByIds } from './attachment-links.service';
import type { DeliveryEngine } from './delivery-engine.service';
import { waitForSendSlot } from './send-rate.repository';

export interface TestEmailInput {
  userId: string;
  subject: string;
  body: string;
  attachmentIds?: readonly number[] | null;
}

export interface TestEmailResult {
  success: boolean;
  message: string;
  hasRefreshToken: boolean;
}

/** No grant that may send: Outlook's words for an Outlook grant, else the spec's Gmail sentence. */
const noGrantFor = (provider: MailProviderId | undefined): TestEmailResult => ({
  success: false,
  hasRefreshToken: false,
  message: provider === 'microsoft' ? authorizeMailboxForTest('OUTLOOK') : AUTHORIZE_GMAIL_FOR_TEST,
});
const failed: TestEmailResult = { success: false, hasRefreshToken: true, message: FAILED_TO_SEND_TEST_EMAIL };

export async function sendTestEmail(engine: DeliveryEngine, input: TestEmailInput): Promise<TestEmailResult> {
  const { db, logger, settings } = engine.deps;
  const invalid = validateTestEmail(input);
  if (invalid) return { success: false, hasRefreshToken: true, message: invalid };
  const { rows } = await db.execute<{ name: string; email: string }>(
    sql`SELECT name, email FROM users WHERE id = ${input.userId} AND deleted_at IS NULL`,
  );
  const user = rows[0];
  if (!user) return failed;

  const { provider, mailbox } = await mailboxOfUser(engine, input.userId);
  const noGrant = noGrantFor(provider);
  if (!mailbox) return noGrant;
  const attempt = async (forceRefresh: boolean): Promise<TestEmailResult | 'auth-failed'> => {
    let access: MailboxAccess;
    try {
      access = await mailbox.access(input.userId, { now: new Date(), forceRefresh });
    } catch (error) {
      if (error instanceof MailAccessError && error.kind === 'grant-unavailable') return noGrant;
      throw error;
    }
    const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
    const values = { yourName: user.name, contactFirstName: firstName };
    const attachments = await attachmentLinksByIds(db, engine.deps.signer, input.userId, input.attachmentIds ?? []);
    if (!(await waitForSendSlot(db, settings.projectSendRatePerSecond, settings.rateWaitMaxMs, engine.deps.sleep))) return failed;
    const mail = composeMail({
      from: { name: user.name, address: access.address },
      to: { name: user.name, address: user.email },
      subject: fillPlaceholders(input.subject, values),
      text: fillPlaceholders(input.body, values),
      messageId: newMessageId(access.address),
      attachments,
    });
    try {
      await mailbox.send(access, mail, {});
      return { success: true, hasRefreshToken: true, message: testEmailSent(user.email) };
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      const failure = error;
      if (failure.kind === 'auth') return 'auth-failed';
      if (failure.kind === 'daily-limit') {
        // The provider's limit holds the whole account: the sequences wait too.
        const resumeAt = sendingResumeTime(failure.options.resumeAt, new Date());
        await mailbox.pauseSending(input.userId, resumeAt);
        return {
          success: false,
          hasRefreshToken: true,
          message: mailboxDailyLimitReached(mailProviderOf(provider), formatSendingResumeTime(resumeAt)),
        };
      }
      throw error;
    }
  };

  try {
    const first = await attempt(false);
    if (first !== 'auth-failed') return first;
    const second = await attempt(true); // the cached access token may just have expired
    if (second !== 'auth-failed') return second;
    await mailbox.markRevoked(input.userId, new Date());
    return noGrant;
  } catch (error) {
    logger.warn({ err: error, userId: input.userId }, 'test email failed');
    return failed;
  }
}

/** The user's grant's provider and its adapter (none: no grant, or a provider this process has no adapter for). */
async function mailboxOfUser(
  engine: DeliveryEngine,
  userId: string,
): Promise<{ provider: MailProviderId | undefined; mailbox: MailboxAdapter | undefined }> {
  const { rows } = await engine.deps.db.execute<{ provider: MailProviderId }>(
    sql`SELECT provider FROM mail_grants WHERE user_id = ${userId}`,
  );
  const provider = rows[0]?.provider;
  return { provider, mailbox: engine.mailboxes[provider ?? 'google'] };
}
