// AES-256-GCM for the stored refresh tokens of every mail provider. Each ciphertext records the id of the key that sealed it, so
// keys can be rotated: new writes use the active key, older key ids still decrypt until re-encrypted.
// The additional authenticated data binds a ciphertext to its owner: a row copied onto another user fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenEncryptionKey } from '../../config/config';

const ALGORITHM = 'aes-256-gcm';
/** 96-bit nonces, as NIST SP 800-38D recommends for GCM. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenKeyRing {
  keys: readonly TokenEncryptionKey[];
  activeKeyId: string;
}

/** What is stored: base64 parts plus the key id. */
export interface SealedToken {
  ciphertext: string;
  iv: string;
  tag: string;
  keyId: string;
}

/** The token could not be opened: unknown key id, wrong owner, or tampered parts. Never carries the token. */
export class TokenDecryptionError extends Error {
  override readonly name = 'TokenDecryptionError';
}

function keyById(ring: TokenKeyRing, keyId: string): Buffer | undefined {
  return ring.keys.find((key) => key.id === keyId)?.key;
}

export function sealToken(plaintext: string, ring: TokenKeyRing, owner: string): SealedToken {
  const key = keyById(ring, ring.activeKeyId);
  if (!key) throw new Error(`The active token encryption key "${ring.activeKeyId}" is not in the key ring`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    keyId: ring.activeKeyId,
  };
}

export function openToken(sealed: SealedToken, ring: TokenKeyRing, owner: string): string {
  const key = keyById(ring, sealed.keyId);
  if (!key) throw new TokenDecryptionError(`No token encryption key with id "${sealed.keyId}"`);
  const iv = Buffer.from(sealed.iv, 'base64');
  const tag = Buffer.from(sealed.tag, 'base64');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenDecryptionError('Malformed encrypted token');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenDecryptionError('The encrypted token failed its integrity check');
  }
}

/** Whether a stored token should be re-sealed with the active key. */
export function needsRotation(sealed: Pick<SealedToken, 'keyId'>, ring: TokenKeyRing): boolean {
  return sealed.keyId !== ring.activeKeyId;
}
