// A resume's text at rest (attachments.extracted_text) is sealed with the token cipher the Google tokens use
// (AES-256-GCM, TOKEN_ENCRYPTION_KEYS, rotation by key id). Stored form: `enc1.<keyId>.<iv>.<tag>.<ciphertext>`
// (base64url parts). The associated data binds it to its user and attachment: text copied onto another row fails
// to open. Text stored before encryption (no prefix) still reads, and is sealed on its next read.
import { needsRotation, openToken, sealToken, TokenDecryptionError, type SealedToken, type TokenKeyRing } from '../mailbox';

const PREFIX = 'enc1.';

export interface ResumeTextOwner {
  id: number;
  userId: string;
}

const ownerOf = (row: ResumeTextOwner) => `attachment:${row.userId}:${row.id}:text`;

export function sealResumeText(text: string, ring: TokenKeyRing, row: ResumeTextOwner): string {
  const sealed = sealToken(text, ring, ownerOf(row));
  const b64url = (value: string) => Buffer.from(value, 'base64').toString('base64url');
  return `${PREFIX}${[sealed.keyId, b64url(sealed.iv), b64url(sealed.tag), b64url(sealed.ciphertext)].join('.')}`;
}

function unpack(stored: string): SealedToken | undefined {
  const [keyId, iv, tag, ciphertext, ...rest] = stored.slice(PREFIX.length).split('.');
  if (!keyId || !iv || !tag || ciphertext === undefined || rest.length > 0) return undefined;
  const b64 = (value: string) => Buffer.from(value, 'base64url').toString('base64');
  return { keyId, iv: b64(iv), tag: b64(tag), ciphertext: b64(ciphertext) };
}

export interface OpenedResumeText {
  text: string;
  /** Stored as plain text (before encryption) or under a key that is no longer the active one: seal it again. */
  reseal: boolean;
}

/** The stored text, opened. Throws TokenDecryptionError when it cannot be opened (unknown key, wrong row, tampered). */
export function openResumeText(stored: string, ring: TokenKeyRing, row: ResumeTextOwner): OpenedResumeText {
  if (!stored.startsWith(PREFIX)) return { text: stored, reseal: true };
  const sealed = unpack(stored) ?? { keyId: '', iv: '', tag: '', ciphertext: '' };
  return { text: openToken(sealed, ring, ownerOf(row)), reseal: needsRotation(sealed, ring) };
}

/** The stored text for the user to read (the account export), or null when no key in the ring opens it. */
export function readableResumeText(stored: string | null, ring: TokenKeyRing, row: ResumeTextOwner): string | null {
  if (stored === null) return null;
  try {
    return openResumeText(stored, ring, row).text;
  } catch (error) {
    if (error instanceof TokenDecryptionError) return null;
    throw error;
  }
}
