// The lookup cache (product.md §13, "Email lookups"): a provider's answer for one user and profile, kept for
// EMAIL_FINDER_CACHE_DAYS (a "not found" for EMAIL_FINDER_NOT_FOUND_CACHE_DAYS), so the same profile looked up again
// costs no provider call and no budget. Rows are the user's own and go with the account.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EMAIL_CONFIDENCE_LABELS, parseLinkedInUrl, type EmailConfidence } from 'contracts';
import type { Database } from '../../db/db.client';
import type { FoundEmail } from './email-finder.driver';

const DAY_MS = 86_400_000;

/**
 * SHA-256 of the provider and the profile in one form per person: 'linkedin.com/in/<slug>' lower-cased, whatever the
 * scheme, host (www., m., a country), query, fragment or trailing path typed. Null when the input is no LinkedIn URL.
 */
export function lookupCacheKey(provider: string, linkedInUrl: string): string | null {
  const parsed = parseLinkedInUrl(linkedInUrl);
  if (!parsed) return null;
  const profile = `linkedin.com/${parsed.kind}/${parsed.slug.toLowerCase()}`;
  return createHash('sha256').update(`${provider}\n${profile}`).digest('hex');
}

/** A kept answer: the address found, or null for "the provider knows none". */
export type CachedAnswer = { found: FoundEmail | null };

const isConfidence = (value: string | null): value is EmailConfidence =>
  value !== null && Object.hasOwn(EMAIL_CONFIDENCE_LABELS, value);

export async function readCachedLookup(db: Database, userId: string, key: string, now: Date): Promise<CachedAnswer | null> {
  const { rows } = await db.execute<{
    found: boolean;
    email: string | null;
    name: string | null;
    email_confidence: string | null;
  }>(sql`
    SELECT found, email, name, email_confidence FROM email_lookup_cache
     WHERE user_id = ${userId} AND key_hash = ${key} AND expires_at > ${now}`);
  const row = rows[0];
  if (!row) return null;
  if (!row.found || !row.email) return { found: null };
  return {
    found: {
      email: row.email,
      name: row.name,
      emailConfidence: isConfidence(row.email_confidence) ? row.email_confidence : 'UNKNOWN',
    },
  };
}

/** Keeps an answer for `days` (0 keeps nothing); a newer answer replaces the old one. */
export async function storeLookup(
  db: Database,
  input: { userId: string; key: string; found: FoundEmail | null; days: number; now: Date },
): Promise<void> {
  if (input.days <= 0) return;
  const expiresAt = new Date(input.now.getTime() + input.days * DAY_MS);
  const { found } = input;
  await db.execute(sql`
    INSERT INTO email_lookup_cache (user_id, key_hash, found, email, name, email_confidence, expires_at, created_at)
    VALUES (${input.userId}, ${input.key}, ${found !== null}, ${found?.email ?? null}, ${found?.name ?? null},
            ${found?.emailConfidence ?? null}, ${expiresAt}, ${input.now})
    ON CONFLICT (user_id, key_hash) DO UPDATE
       SET found = EXCLUDED.found, email = EXCLUDED.email, name = EXCLUDED.name,
           email_confidence = EXCLUDED.email_confidence, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`);
}

/** Answers past their lifetime, for the hourly purge. */
export async function pruneExpiredLookupCache(db: Database, now: Date): Promise<number> {
  const result = await db.execute(sql`DELETE FROM email_lookup_cache WHERE expires_at <= ${now}`);
  return result.rowCount ?? 0;
}
