// Problems of the Google Cloud project itself, seen while calling Google (the Gmail API disabled in the project, the
// OAuth client refused), in Google's terms; the mailbox module keeps them for the operator with every provider's.
import type { Database } from '../../db/db.client';
import { reportMailAppProblem } from '../mailbox';

export type GoogleProjectProblem = 'gmail-api-disabled' | 'project-quota' | 'oauth-client-refused';

/** OAuth token endpoint codes that mean the app's client itself is refused (deleted, wrong secret, disabled). */
const CLIENT_REFUSED_CODES = new Set(['invalid_client', 'unauthorized_client', 'deleted_client', 'disabled_client']);

export function isOAuthClientRefused(code: string): boolean {
  return CLIENT_REFUSED_CODES.has(code);
}

export async function reportGoogleProjectProblem(
  db: Database,
  input: { problem: GoogleProjectProblem; detail: string; now: Date },
): Promise<void> {
  await reportMailAppProblem(db, { provider: 'google', ...input });
}
