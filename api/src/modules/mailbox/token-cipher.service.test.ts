import { randomBytes } from 'node:crypto';
import { needsRotation, openToken, sealToken, TokenDecryptionError, type TokenKeyRing } from './token-cipher.service';

const key = (id: string) => ({ id, key: randomBytes(32) });
const REFRESH_TOKEN = '1//0g-refresh-token-of-grace';

describe('token cipher (AES-256-GCM with key ids)', () => {
  const k1 = key('k1');
  const k2 = key('k2');
  const ring: TokenKeyRing = { keys: [k1], activeKeyId: 'k1' };

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = sealToken(REFRESH_TOKEN, ring, 'user-a');
    expect(sealed.keyId).toBe('k1');
    expect(JSON.stringify(sealed)).not.toContain(REFRESH_TOKEN);
    expect(openToken(sealed, ring, 'user-a')).toBe(REFRESH_TOKEN);
  });

  it('uses a fresh IV each time, so equal tokens give different ciphertexts', () => {
    const a = sealToken(REFRESH_TOKEN, ring, 'user-a');
    const b = sealToken(REFRESH_TOKEN, ring, 'user-a');
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const sealed = sealToken(REFRESH_TOKEN, ring, 'user-a');
    const flip = (base64: string) => {
      const bytes = Buffer.from(base64, 'base64');
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString('base64');
    };
    expect(() => openToken({ ...sealed, ciphertext: flip(sealed.ciphertext) }, ring, 'user-a')).toThrow(TokenDecryptionError);
    expect(() => openToken({ ...sealed, tag: flip(sealed.tag) }, ring, 'user-a')).toThrow(TokenDecryptionError);
    expect(() => openToken({ ...sealed, iv: flip(sealed.iv) }, ring, 'user-a')).toThrow(TokenDecryptionError);
  });

  it("refuses a ciphertext moved onto another user's row", () => {
    const sealed = sealToken(REFRESH_TOKEN, ring, 'user-a');
    expect(() => openToken(sealed, ring, 'user-b')).toThrow(TokenDecryptionError);
  });

  it('keeps decrypting with an old key id after rotation, while new writes use the active key', () => {
    const sealedWithOld = sealToken(REFRESH_TOKEN, ring, 'user-a');
    const rotated: TokenKeyRing = { keys: [k2, k1], activeKeyId: 'k2' };
    expect(openToken(sealedWithOld, rotated, 'user-a')).toBe(REFRESH_TOKEN);
    expect(needsRotation(sealedWithOld, rotated)).toBe(true);

    const sealedWithNew = sealToken(REFRESH_TOKEN, rotated, 'user-a');
    expect(sealedWithNew.keyId).toBe('k2');
    expect(needsRotation(sealedWithNew, rotated)).toBe(false);
    // Once the old key is retired, only what was re-sealed still opens.
    const retired: TokenKeyRing = { keys: [k2], activeKeyId: 'k2' };
    expect(openToken(sealedWithNew, retired, 'user-a')).toBe(REFRESH_TOKEN);
    expect(() => openToken(sealedWithOld, retired, 'user-a')).toThrow('No token encryption key with id "k1"');
  });

  it('never puts the token in its error messages', () => {
    const sealed = sealToken(REFRESH_TOKEN, ring, 'user-a');
    try {
      openToken(sealed, ring, 'someone-else');
      throw new Error('expected a failure');
    } catch (error) {
      expect(String((error as Error).message)).not.toContain(REFRESH_TOKEN);
    }
  });
});
