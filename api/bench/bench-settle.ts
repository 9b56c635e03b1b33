// After the crash scenario: settle its interrupted sends from each sender's Sent folder, as the reply poller does
// for an account with the gmail.metadata grant (delivery-confirmation.ts), and compare with what the Gmail
// stand-in actually received. The bench's own grants are send-only (a metadata grant would have the workers poll
// 1,000 mailboxes during the drain), so each affected sender gets a metadata token for this step only.
import { sql } from 'drizzle-orm';
import type { GoogleStandIn } from 'devstack/google';
import { DELIVERY_UNCONFIRMED, GMAIL_SEND_SCOPE } from 'contracts';
import type { Database } from '../src/db/db.client';
import { createLogger } from '../src/logging/logger';
import { CONFIRM_AFTER_MS, confirmInterruptedSends } from '../src/modules/delivery';
import { GmailApiClient, GMAIL_METADATA_SCOPE, googleMailReads } from '../src/modules/google';

export interface SettleResult {
  accounts: number;
  confirmedSent: number;
  notSent: number;
  /** Settling called SENT exactly the interrupted emails the stand-in received, and nothing else. */
  agreesWithGmail: boolean;
  durationMs: number;
}

export async function settleInterruptedSends(
  db: Database,
  google: GoogleStandIn,
  expected: { delivered: number; notDelivered: number },
): Promise<SettleResult> {
  const started = Date.now();
  const { rows } = await db.execute<{ user_id: string; address: string }>(sql`
    SELECT DISTINCT e.user_id, g.address FROM campaign_emails e JOIN mail_grants g ON g.user_id = e.user_id
     WHERE e.status = 'ERROR' AND e.error_message = ${DELIVERY_UNCONFIRMED}`);
  const gmail = new GmailApiClient(google.url);
  const logger = createLogger({ level: 'silent', name: 'bench-settle' });
  // As the poller would see it: later than the wait before a send is looked for.
  const at = new Date(Date.now() + CONFIRM_AFTER_MS + 60_000);
  const scopes = [GMAIL_SEND_SCOPE, GMAIL_METADATA_SCOPE];
  let confirmedSent = 0;
  let notSent = 0;
  for (const row of rows) {
    const { accessToken } = google.issueTokens({ email: row.address, scopes });
    const settled = await confirmInterruptedSends(
      { db, mailbox: googleMailReads(gmail), logger },
      { userId: row.user_id, provider: 'google', address: row.address, scopes, accessToken },
      at,
    );
    confirmedSent += settled.confirmed;
    notSent += settled.notSent;
  }
  return {
    accounts: rows.length,
    confirmedSent,
    notSent,
    agreesWithGmail: confirmedSent === expected.delivered && notSent === expected.notDelivered,
    durationMs: Date.now() - started,
  };
}
