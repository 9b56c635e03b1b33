// Storing, reading and revoking the user's mail grant, whatever its provider (one row per user in mail_grants). The
// refresh token (and the cached access token) are sealed with AES-256-GCM before they touch the database; plaintext
// tokens live only in memory, briefly. Each provider's module writes its grant through these, never by itself.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/db.client';
import { mailGrants, type MailGrant } from '../../db/schema';
import { needsRotation, openToken, sealToken, type SealedToken, type TokenKeyRing } from './token-cipher.service';
import type { MailProviderId } from './mailbox.types';

/**
 * Associated data per token kind: a sealed access token cannot be passed off as a refresh token, nor moved to another
 * user or provider ('google-grant:<user>:refresh' for Gmail's rows, as before the table was provider-neutral).
 */
type Sealer = { userId: string; provider: string };
const refreshOwner = ({ userId, provider }: Sealer) => `${provider}-grant:${userId}:refresh`;
const accessOwner = ({ userId, provider }: Sealer) => `${provider}-grant:${userId}:access`;

/** The access-token cache column holds `keyId.iv.tag.ciphertext` (base64url parts). */
function packSealed(sealed: SealedToken): string {
  const b64url = (value: string) => Buffer.from(value, 'base64').toString('base64url');
  return [sealed.keyId, b64url(sealed.iv), b64url(sealed.tag), b64url(sealed.ciphertext)].join('.');
}

function unpackSealed(packed: string): SealedToken | undefined {
  const [keyId, iv, tag, ciphertext] = packed.split('.');
  if (!keyId || !iv || !tag || ciphertext === undefined) return undefined;
  const b64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');
  return { keyId, iv: b64(iv), tag: b64(tag), ciphertext: b64(ciphertext) };
}

export interface GrantToStore {
  userId: string;
  provider: MailProviderId;
  /** The mailbox's address (every email's From). */
  address: string;
  scopes: string[];
  /** Absent when the provider did not issue a new one (then the stored one is kept). */
  refreshToken?: string;
  accessToken?: string;
  accessTokenExpiresAt?: Date;
}

/** Inserts or replaces the user's grant (one per user) and clears any revocation. */
export async function storeGrant(db: Database, ring: TokenKeyRing, grant: GrantToStore): Promise<MailGrant> {
  const refresh = grant.refreshToken ? sealToken(grant.refreshToken, ring, refreshOwner(grant)) : undefined;
  const access = grant.accessToken ? packSealed(sealToken(grant.accessToken, ring, accessOwner(grant))) : null;
  const values = {
    provider: grant.provider,
    address: grant.address.toLowerCase(),
    scopes: grant.scopes,
    ...(refresh
      ? {
          refreshTokenCiphertext: refresh.ciphertext,
          refreshTokenIv: refresh.iv,
          refreshTokenTag: refresh.tag,
          keyId: refresh.keyId,
        }
      : {}),
    accessToken: access,
    accessTokenExpiresAt: grant.accessToken ? (grant.accessTokenExpiresAt ?? null) : null,
    revokedAt: null,
    // A new grant may be another mailbox: the reply poller starts over.
    historyId: null,
    sweepHistoryId: null,
    sweepAfterThread: null,
  };
  const [row] = await db
    .insert(mailGrants)
    .values({ userId: grant.userId, ...values })
    .onConflictDoUpdate({ target: mailGrants.userId, set: values })
    .returning();
  return row!;
}

export async function findGrant(db: Database, userId: string): Promise<MailGrant | undefined> {
  const [grant] = await db.select().from(mailGrants).where(eq(mailGrants.userId, userId)).limit(1);
  return grant;
}

/** A grant that can send: not revoked and holding a refresh token. */
export function isLiveGrant(grant: MailGrant | undefined): grant is MailGrant {
  return grant !== undefined && grant.revokedAt === null && grant.refreshTokenCiphertext !== null;
}

export function readRefreshToken(grant: MailGrant, ring: TokenKeyRing): string {
  if (!grant.refreshTokenCiphertext || !grant.refreshTokenIv || !grant.refreshTokenTag || !grant.keyId) {
    throw new Error('The grant has no refresh token');
  }
  return openToken(
    { ciphertext: grant.refreshTokenCiphertext, iv: grant.refreshTokenIv, tag: grant.refreshTokenTag, keyId: grant.keyId },
    ring,
    refreshOwner(grant),
  );
}

/** The cached access token if it is still valid for at least `marginMs`. */
export function readCachedAccessToken(
  grant: Pick<MailGrant, 'userId' | 'provider' | 'accessToken' | 'accessTokenExpiresAt'>,
  ring: TokenKeyRing,
  now: Date,
  marginMs: number,
): string | undefined {
  if (!grant.accessToken || !grant.accessTokenExpiresAt) return undefined;
  if (grant.accessTokenExpiresAt.getTime() - marginMs <= now.getTime()) return undefined;
  const sealed = unpackSealed(grant.accessToken);
  if (!sealed) return undefined;
  try {
    return openToken(sealed, ring, accessOwner(grant));
  } catch {
    return undefined; // e.g. its key was retired: just refresh
  }
}

/** Caches a fresh access token; seals the refresh token again when it is new or was sealed with an older key. */
export async function saveAccessToken(
  db: Database,
  ring: TokenKeyRing,
  grant: MailGrant,
  accessToken: string,
  expiresAt: Date,
  refreshToken: string,
  /** True when the provider issued `refreshToken` with this refresh (Microsoft rotates it on every use): kept. */
  refreshTokenIsNew = false,
): Promise<void> {
  const reseal = refreshTokenIsNew || (grant.keyId !== null && needsRotation({ keyId: grant.keyId }, ring));
  const rotated = reseal ? sealToken(refreshToken, ring, refreshOwner(grant)) : undefined;
  await db
    .update(mailGrants)
    .set({
      accessToken: packSealed(sealToken(accessToken, ring, accessOwner(grant))),
      accessTokenExpiresAt: expiresAt,
      ...(rotated
        ? {
            refreshTokenCiphertext: rotated.ciphertext,
            refreshTokenIv: rotated.iv,
            refreshTokenTag: rotated.tag,
            keyId: rotated.keyId,
          }
        : {}),
    })
    .where(eq(mailGrants.userId, grant.userId));
}

/** The provider refused the grant (invalid_grant / 401): keep the row for its address, but it no longer sends. */
export async function markGrantRevoked(db: Database, userId: string, at: Date = new Date()): Promise<void> {
  await db
    .update(mailGrants)
    .set({ revokedAt: at, accessToken: null, accessTokenExpiresAt: null })
    .where(eq(mailGrants.userId, userId));
}

/** The account is being deleted: a live grant stops sending, in the deletion's transaction (its first revoke time kept). */
export async function revokeLiveGrant(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(mailGrants)
    .set({ revokedAt: at, accessToken: null, accessTokenExpiresAt: null })
    .where(and(eq(mailGrants.userId, userId), isNull(mailGrants.revokedAt)));
}

/**
 * The provider refused a send for the account's daily sending limit: none of its emails is claimed before `until`
 * (the claim checks it). A later time wins over an earlier one.
 */
export async function pauseGrantSending(db: Database, userId: string, until: Date): Promise<void> {
  await db
    .update(mailGrants)
    .set({ sendingPausedUntil: sql`GREATEST(COALESCE(${mailGrants.sendingPausedUntil}, ${until}), ${until})` })
    .where(eq(mailGrants.userId, userId));
}

/**
 * The provider stated 'Retry after <time>' on a rate limit: the account's sends and reads wait until then (the later
 * time wins when two answers state different ones).
 */
export async function holdGrantUntil(db: Database, userId: string, until: Date): Promise<void> {
  await db
    .update(mailGrants)
    .set({ heldUntil: sql`GREATEST(COALESCE(${mailGrants.heldUntil}, ${until}), ${until})` })
    .where(eq(mailGrants.userId, userId));
}

/** When the account's sending resumes, while the provider's daily sending limit holds it at `now`. */
export async function grantSendingPausedUntil(db: Database, userId: string, now: Date): Promise<Date | undefined> {
  const [row] = await db.select({ until: mailGrants.sendingPausedUntil }).from(mailGrants).where(eq(mailGrants.userId, userId));
  return row?.until && row.until.getTime() > now.getTime() ? row.until : undefined;
}

/**
 * The user disconnected (or gave up reply detection): the tokens are forgotten and the grant marked revoked, so
 * emails wait with 'Reconnect Gmail to resume'; the row keeps its address for the reconnect. `scopes`
 * replaces the stored ones (e.g. without the read scopes, so the reply poller skips the account at once).
 */
export async function forgetGrantTokens(
  db: Database,
  userId: string,
  options: { at?: Date; scopes?: string[] } = {},
): Promise<void> {
  await db
    .update(mailGrants)
    .set({
      revokedAt: options.at ?? new Date(),
      refreshTokenCiphertext: null,
      refreshTokenIv: null,
      refreshTokenTag: null,
      keyId: null,
      accessToken: null,
      accessTokenExpiresAt: null,
      historyId: null,
      ...(options.scopes ? { scopes: options.scopes } : {}),
    })
    .where(eq(mailGrants.userId, userId));
}

/**
 * The grant keeps sending but may read no more: its scopes become `scopes` (the send-only ones), and the cached
 * access token (issued for the old scopes) and the reply poller's cursors are forgotten. For a provider that cannot
 * narrow a grant itself (Microsoft): the next refresh asks only for `scopes`. Answers whether a live grant of
 * `provider` was narrowed.
 */
export async function narrowGrantScopes(
  db: Database,
  grant: { userId: string; provider: MailProviderId; scopes: string[] },
): Promise<boolean> {
  const { userId, provider, scopes } = grant;
  const rows = await db
    .update(mailGrants)
    .set({
      scopes,
      accessToken: null,
      accessTokenExpiresAt: null,
      historyId: null,
      sweepHistoryId: null,
      sweepAfterThread: null,
    })
    .where(and(eq(mailGrants.userId, userId), eq(mailGrants.provider, provider), isNull(mailGrants.revokedAt)))
    .returning({ userId: mailGrants.userId });
  return rows.length > 0;
}

/** Re-seals every refresh token still sealed with an older key (run after adding a new active key). */
export async function rotateGrantKeys(db: Database, ring: TokenKeyRing): Promise<number> {
  const grants = await db.select().from(mailGrants);
  let rotated = 0;
  for (const grant of grants) {
    if (!grant.keyId || !needsRotation({ keyId: grant.keyId }, ring) || !grant.refreshTokenCiphertext) continue;
    const sealed = sealToken(readRefreshToken(grant, ring), ring, refreshOwner(grant));
    await db
      .update(mailGrants)
      .set({
        refreshTokenCiphertext: sealed.ciphertext,
        refreshTokenIv: sealed.iv,
        refreshTokenTag: sealed.tag,
        keyId: sealed.keyId,
        // The cached access token may be sealed with the retiring key too.
        accessToken: null,
        accessTokenExpiresAt: null,
      })
      .where(eq(mailGrants.userId, grant.userId));
    rotated += 1;
  }
  return rotated;
}
