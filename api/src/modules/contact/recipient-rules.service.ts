// The recipient rules of contracts (recipient.rules.ts) checked against a user's contacts. An address is in at most
// one active sequence, and a company domain in at most MAX_ACTIVE_SEQUENCES_PER_DOMAIN. A writer takes a per-user
// advisory lock for the rest of its transaction, so of two concurrent additions of one address only one passes.
import { sql } from 'drizzle-orm';
import {
  MAX_ACTIVE_SEQUENCES_PER_DOMAIN,
  domainSequenceLimitReached,
  emailDomainOf,
  isFreeMailDomain,
  recipientAlreadyInSequence,
  sameDomainWarning,
  validateEmailAddress,
  validateReadableAddress,
} from 'contracts';
import type { Database, DbOrTx } from '../../db/db.client';

/** The answer of the recipientCheck query; createContact refuses when `allowed` is false, with `message`. */
export interface RecipientCheckResult {
  allowed: boolean;
  message: string | null;
  warning: string | null;
  /** The user's active sequences at the address's company domain (0 for a free-mail domain). */
  sameDomainActive: number;
}

/** First key of the advisory locks of this app (724311001: migrations, 724311002: the send claim). */
const RECIPIENT_RULES_LOCK = 724_311_003;

interface ActiveSequenceRow extends Record<string, unknown> {
  id: number;
  email: string;
  first_name: string;
  last_name: string | null;
  campaign_name: string;
}

/**
 * The user's active sequences (a live contact of a live campaign whose status is null or IN_PROGRESS) to `address`
 * or, when `domain` is given, at that domain. Compared in lower case. Paused contacts and paused campaigns count:
 * their sequence has not ended.
 */
async function activeSequences(
  db: Database,
  userId: string,
  address: string,
  domain: string | null,
  excludeContactId: number | null,
): Promise<ActiveSequenceRow[]> {
  const sameDomain = domain ? sql`OR lower(split_part(c.email, '@', 2)) = ${domain}` : sql``;
  const result = await db.execute<ActiveSequenceRow>(sql`
    SELECT c.id, c.email, c.first_name, c.last_name, k.name AS campaign_name
      FROM contacts c
      JOIN campaigns k ON k.id = c.campaign_id
     WHERE c.user_id = ${userId}
       AND c.deleted_at IS NULL
       AND k.deleted_at IS NULL
       AND (c.status IS NULL OR c.status = 'IN_PROGRESS')
       AND c.email IS NOT NULL
       AND c.id <> ${excludeContactId ?? 0}
       AND (lower(btrim(c.email)) = ${address.toLowerCase()} ${sameDomain})
     ORDER BY c.id`);
  return result.rows;
}

const fullName = (row: ActiveSequenceRow): string => [row.first_name, row.last_name].filter(Boolean).join(' ');

/**
 * Whether `email` may get a new active sequence of the user's. `excludeContactId` leaves out one of the user's
 * contacts, e.g. the one being resumed. An address that is not one is refused with the address rule's message.
 */
export async function checkRecipient(
  db: Database,
  userId: string,
  email: string,
  excludeContactId: number | null = null,
): Promise<RecipientCheckResult> {
  const address = email.trim();
  // No-reply and applicant-tracking addresses are well formed but nobody reads them.
  const invalid = validateEmailAddress(address) ?? validateReadableAddress(address);
  if (invalid) return { allowed: false, message: invalid, warning: null, sameDomainActive: 0 };
  const domain = emailDomainOf(address);
  const companyDomain = domain && !isFreeMailDomain(domain) ? domain : null;

  const rows = await activeSequences(db, userId, address, companyDomain, excludeContactId);
  const atDomain = companyDomain ? rows.filter((row) => emailDomainOf(row.email) === companyDomain) : [];
  const sameDomainActive = atDomain.length;
  const sameAddress = rows.find((row) => row.email.trim().toLowerCase() === address.toLowerCase());
  if (sameAddress) {
    return {
      allowed: false,
      message: recipientAlreadyInSequence(address, sameAddress.campaign_name),
      warning: null,
      sameDomainActive,
    };
  }
  if (companyDomain && sameDomainActive >= MAX_ACTIVE_SEQUENCES_PER_DOMAIN) {
    return { allowed: false, message: domainSequenceLimitReached(companyDomain), warning: null, sameDomainActive };
  }
  const warning = companyDomain && sameDomainActive > 0 ? sameDomainWarning(companyDomain, atDomain.map(fullName)) : null;
  return { allowed: true, message: null, warning, sameDomainActive };
}

/**
 * checkRecipient for a writer, inside its transaction `tx`: first takes the user's recipient lock, held until the
 * transaction ends. A concurrent writer for the same user waits, then sees this one's committed contact.
 */
export async function checkRecipientForWrite(
  tx: DbOrTx,
  userId: string,
  email: string,
  excludeContactId: number | null = null,
): Promise<RecipientCheckResult> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RECIPIENT_RULES_LOCK}::int, hashtext(${userId}::text))`);
  return checkRecipient(tx, userId, email, excludeContactId);
}
