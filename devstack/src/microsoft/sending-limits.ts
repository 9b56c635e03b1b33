import type { MicrosoftAccount } from './accounts';
import type { MicrosoftBehaviour } from './microsoft-behaviour';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SendRecord {
  at: number;
  recipients: number;
}

export type LimitVerdict =
  | { kind: 'ok'; deliverAt: number }
  /** Microsoft 365 past 10,000 recipients a day: accepted (202), then an NDR; nothing delivered. */
  | { kind: 'quotaNdr' }
  /** Outlook.com past its daily limit: refused at once. */
  | { kind: 'consumerLimit' };

/** Exchange Online's and Outlook.com's sending limits, per mailbox. */
export class SendingLimits {
  private sends = new Map<string, SendRecord[]>();

  /** Judges one send of `recipients` recipients now and records it if it goes out. */
  judge(account: MicrosoftAccount, recipients: number, behaviour: MicrosoftBehaviour, now = Date.now()): LimitVerdict {
    const history = (this.sends.get(account.email) ?? []).filter((send) => send.at > now - DAY_MS);
    this.sends.set(account.email, history);
    const perDay = account.kind === 'personal' ? behaviour.personalRecipientsPerDay : behaviour.workRecipientsPerDay;
    const lastDay = history.reduce((sum, send) => sum + send.recipients, 0);
    if (perDay > 0 && lastDay + recipients > perDay)
      return account.kind === 'personal' ? { kind: 'consumerLimit' } : { kind: 'quotaNdr' };
    const lastMinute = history.filter((send) => send.at > now - MINUTE_MS).length;
    history.push({ at: now, recipients });
    // Over 30 a minute the excess is "throttled and successively carried over to the following minutes".
    const perMinute = behaviour.messagesPerMinute;
    const heldMinutes = perMinute > 0 ? Math.floor(lastMinute / perMinute) : 0;
    return { kind: 'ok', deliverAt: now + heldMinutes * MINUTE_MS };
  }

  /** Recipients the account sent to in the last 24 hours. */
  recipientsLastDay(email: string, now = Date.now()): number {
    return (this.sends.get(email) ?? []).filter((s) => s.at > now - DAY_MS).reduce((sum, s) => sum + s.recipients, 0);
  }

  reset(): void {
    this.sends.clear();
  }
}
