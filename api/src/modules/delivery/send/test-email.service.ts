// sendTestEmail: the draft goes to the user's own address through the same path as campaign emails (grant,
// token refresh, nodemailer composition, Gmail API, project-wide rate). Nothing is stored.
import { sql } from 'drizzle-orm';
import {
  AUTHORIZE_GMAIL_FOR_TEST,
  FAILED_TO_SEND_TEST_EMAIL,
  formatSendingResumeTime,
  gmailDailyLimitReached,
  testEmailSent,
  validateTestEmail,
} from 'contracts';
import {
  getGmailAccess,
  GrantUnavailableError,
  markGrantRevoked,
  pauseGmailSending,
  toMailSendError,
  type GmailAccess,
} from '../../google';
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

const noGrant: TestEmailResult = { success: false, hasRefreshToken: false, message: AUTHORIZE_GMAIL_FOR_TEST };
const failed: TestEmailResult = { success: false, hasRefreshToken: true, message: FAILED_TO_SEND_TEST_EMAIL };

export async function sendTestEmail(engine: DeliveryEngine, input: TestEmailInput): Promise<TestEmailResult> {
  const { db, config, logger, settings } = engine.deps;
  const invalid = validateTestEmail(input);
  if (invalid) return { success: false, hasRefreshToken: true, message: invalid };
  const { rows } = await db.execute<{ name: string; email: string }>(
    sql`SELECT name, email FROM users WHERE id = ${input.userId} AND deleted_at IS NULL`,
  );
  const user = rows[0];
  if (!user) return failed;

  const attempt = async (forceRefresh: boolean): Promise<TestEmailResult | 'auth-failed'> => {
    let access: GmailAccess;
    try {
      access = await getGmailAccess({ db, ring: config.tokenEncryption, oauth: engine.google.oauth() }, input.userId, {
        forceRefresh,
      });
    } catch (error) {
      if (error instanceof GrantUnavailableError) return noGrant;
      throw error;
    }
    const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
    const values = { yourName: user.name, contactFirstName: firstName };
    const attachments = await attachmentLinksByIds(db, engine.deps.signer, input.userId, input.attachmentIds ?? []);
    if (!(await waitForSendSlot(db, settings.projectSendRatePerSecond, settings.rateWaitMaxMs, engine.deps.sleep))) return failed;
    const mail = composeMail({
      from: { name: user.name, address: access.googleEmail },
      to: { name: user.name, address: user.email },
      subject: fillPlaceholders(input.subject, values),
      text: fillPlaceholders(input.body, values),
      messageId: newMessageId(access.googleEmail),
      attachments,
    });
    try {
      await engine.google.mail.send({ accessToken: access.accessToken, mail });
      return { success: true, hasRefreshToken: true, message: testEmailSent(user.email) };
    } catch (error) {
      const failure = toMailSendError(error);
      if (failure.kind === 'auth') return 'auth-failed';
      if (failure.kind === 'daily-limit') {
        // Gmail's limit holds the whole account: the sequences wait too.
        const resumeAt = sendingResumeTime(failure.options.resumeAt, new Date());
        await pauseGmailSending(db, input.userId, resumeAt);
        return { success: false, hasRefreshToken: true, message: gmailDailyLimitReached(formatSendingResumeTime(resumeAt)) };
      }
      throw error;
    }
  };

  try {
    const first = await attempt(false);
    if (first !== 'auth-failed') return first;
    const second = await attempt(true); // the cached access token may just have expired
    if (second !== 'auth-failed') return second;
    await markGrantRevoked(db, input.userId);
    return noGrant;
  } catch (error) {
    logger.warn({ err: error, userId: input.userId }, 'test email failed');
    return failed;
  }
}
