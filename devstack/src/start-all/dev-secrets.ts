import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DevSecrets {
  SESSION_SECRET: string;
  TOKEN_ENCRYPTION_KEYS: string;
  TOKEN_ENCRYPTION_KEY_ID: string;
}

function isDevSecrets(value: unknown): value is DevSecrets {
  const record = value as Record<string, unknown> | null;
  return (
    typeof record?.SESSION_SECRET === 'string' &&
    typeof record.TOKEN_ENCRYPTION_KEYS === 'string' &&
    typeof record.TOKEN_ENCRYPTION_KEY_ID === 'string'
  );
}

/**
 * Dev-only secrets, generated on the first start and kept in data/dev-secrets.json, so sessions and
 * encrypted Google tokens survive restarts of `npm start`.
 */
export async function loadDevSecrets(file: string): Promise<DevSecrets> {
  try {
    const saved: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isDevSecrets(saved)) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secrets: DevSecrets = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TOKEN_ENCRYPTION_KEYS: `dev:${randomBytes(32).toString('base64')}`,
    TOKEN_ENCRYPTION_KEY_ID: 'dev',
  };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
