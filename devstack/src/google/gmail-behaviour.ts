// How far the stand-in behaves like Gmail where Gmail is harder on a client than a naive fake would be. Every
// behaviour is ON by default (a test that needs the kinder fake turns one off: `google.behave({...})` or
// POST /__control/behaviour). Sources for each: README.md, "Conformance".
import { GMAIL_QUOTA_TABLE_NAMES, type GmailQuotaTableName } from './quota';

export interface GmailBehaviour {
  /** users.messages.send replaces the client's Message-ID with one of Gmail's own; the Sent copy carries Gmail's. */
  replaceMessageId: boolean;
  /**
   * Recipients (To + Cc + Bcc) one account may send to in a rolling 24 hours (Gmail: about 500 for a personal
   * account, 2,000 for Workspace). Over it the account is limited until `limitSuspensionMs` later. 0: no limit.
   */
  dailyRecipientLimit: number;
  /** How long an account that went over its daily limit stays limited. */
  limitSuspensionMs: number;
  /**
   * Which of Google's prices the calls are charged by (quota.ts): `current`, a Cloud project
   * created now (messages.get 20, threads.get 40, 6,000 units a user a minute), or `legacy`, an older one (5, 10,
   * 15,000).
   */
  quotaTable: GmailQuotaTableName;
  /** Quota units one user may spend a minute; null: the table's (6,000 current, 15,000 legacy). 0: no limit. */
  userUnitsPerMinute: number | null;
  /** Quota units the whole project may spend a minute; null: the table's (1,200,000). 0: no limit. */
  projectUnitsPerMinute: number | null;
  /**
   * messages.send with a threadId joins that thread only when the Subject matches one of its messages' (reply
   * prefixes, case and surrounding spaces aside); otherwise the message starts a new thread, whose id the answer names.
   */
  matchThreadSubject: boolean;
  /**
   * How long a mailbox's history is kept: history.list answers 404 for a startHistoryId older than that (Gmail: "at
   * least a week", sometimes hours). 0: kept for ever. `expireHistory(account)` expires every current start id at once.
   */
  historyRetentionMs: number;
  /** messages.send refuses a JSON `raw` in standard base64 (`+` or `/`): Gmail wants base64url. */
  refuseStandardBase64: boolean;
}

export const DEFAULT_BEHAVIOUR: Readonly<GmailBehaviour> = {
  replaceMessageId: true,
  dailyRecipientLimit: 500,
  limitSuspensionMs: 24 * 60 * 60 * 1000,
  quotaTable: 'current',
  userUnitsPerMinute: null,
  projectUnitsPerMinute: null,
  matchThreadSubject: true,
  historyRetentionMs: 7 * 24 * 60 * 60 * 1000,
  refuseStandardBase64: true,
};

/** Reads a partial behaviour from JSON (control API); unknown keys and wrong types are refused. */
export function parseBehaviour(input: unknown): Partial<GmailBehaviour> | { error: string } {
  if (!input || typeof input !== 'object') return { error: 'a JSON object is required' };
  const result: Partial<GmailBehaviour> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (
      (key === 'replaceMessageId' || key === 'matchThreadSubject' || key === 'refuseStandardBase64') &&
      typeof value === 'boolean'
    )
      result[key] = value;
    else if (
      (key === 'dailyRecipientLimit' || key === 'limitSuspensionMs' || key === 'historyRetentionMs') &&
      Number.isSafeInteger(value) &&
      (value as number) >= 0
    )
      result[key] = value as number;
    else if (
      (key === 'userUnitsPerMinute' || key === 'projectUnitsPerMinute') &&
      (value === null || (Number.isSafeInteger(value) && (value as number) >= 0))
    )
      result[key] = value as number | null;
    else if (key === 'quotaTable' && GMAIL_QUOTA_TABLE_NAMES.includes(value as GmailQuotaTableName))
      result.quotaTable = value as GmailQuotaTableName;
    else return { error: `invalid behaviour setting ${key}` };
  }
  return result;
}
