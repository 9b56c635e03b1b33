// Object keys of uploads: one folder per user (`users/<userId>/`), one per upload (a random id), then the
// file name made safe. Ownership of an upload is simply "the key is under the caller's folder".
import { randomUUID } from 'node:crypto';

/** Every object of one user lives under this prefix (an account's purge deletes all of it). */
export const userFolder = (userId: string) => `users/${userId}/`;

/** Letters, digits, dot, dash and underscore only; keeps the extension and at most 120 characters. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return cleaned.slice(-120) || 'file';
}

/**
 * The folder of one upload (`users/<id>/<upload id>/`): the upload key, its verified copy, and whatever a
 * still-valid upload URL writes later all live in it. Null for a key in no upload folder.
 */
export function uploadFolderOf(key: string): string | null {
  const folder = /^users\/[^/]+\/[^/]+\//.exec(key)?.[0];
  return folder && !folder.split('/').some((part) => part === '.' || part === '..') ? folder : null;
}

export function newUploadKey(userId: string, fileName: string): string {
  return `${userFolder(userId)}${randomUUID()}/${safeFileName(fileName)}`;
}

/**
 * Where a registered upload's checked bytes are kept: beside the upload, one folder deeper. No presigned URL ever names
 * such a key (only fresh upload keys are signed) and isOwnUploadKey refuses it, so once registered nobody can replace
 * the bytes that were checked (the upload URL stays valid for minutes and could otherwise overwrite them).
 */
export function verifiedKeyOf(uploadKey: string): string {
  const slash = uploadKey.lastIndexOf('/');
  return `${uploadKey.slice(0, slash)}/verified${uploadKey.slice(slash)}`;
}

/**
 * The object key behind a client's fileUrl: the key itself (what generateSignedUrl answers as uploadLocation)
 * or an object URL (path style `/<bucket>/<key>` or virtual-host style `/<key>`); null when it is neither.
 */
export function keyFromLocation(location: string, bucket: string): string | null {
  let key = location.trim();
  if (/^https?:\/\//i.test(key)) {
    try {
      key = decodeURIComponent(new URL(key).pathname).replace(/^\/+/, '');
    } catch {
      return null;
    }
    if (key.startsWith(`${bucket}/`)) key = key.slice(bucket.length + 1);
  }
  return key || null;
}

/** True when the key is one upload in the user's own folder (no path tricks). */
export function isOwnUploadKey(key: string, userId: string): boolean {
  if (!key.startsWith(userFolder(userId))) return false;
  const rest = key.slice(userFolder(userId).length).split('/');
  return rest.length === 2 && rest.every((part) => part !== '' && part !== '.' && part !== '..');
}
