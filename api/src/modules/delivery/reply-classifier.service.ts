// Decides what a message found in a campaign thread means, from headers only (the gmail.metadata scope never
// sees bodies): a human reply stops the sequence, an auto-reply (out-of-office, Auto-Submitted) does not, and a
// mailer-daemon bounce marks the contact ERROR.
import { headerValue, type MessageMetadata } from '../google';

export type IncomingKind = 'own' | 'reply' | 'auto-reply' | 'bounce';

const DAEMON_SENDER = /(^|[<\s"])(mailer-daemon|postmaster)@/i;
const AUTO_SUBJECT =
  /^\s*(automatic reply|auto(matic)?[- ]?(reply|response)|out of (the )?office|abwesenheitsnotiz|r[ée]ponse automatique)\b/i;
const AUTO_PRECEDENCE = new Set(['auto_reply', 'bulk', 'junk', 'list']);

/** The bare address of a From header value: `Dana <dana@x.com>` -> dana@x.com. */
export function addressOf(headerValueText: string | undefined): string | undefined {
  if (!headerValueText) return undefined;
  const angle = /<([^>]+)>/.exec(headerValueText);
  return (angle?.[1] ?? headerValueText).trim().toLowerCase() || undefined;
}

export function classifyIncoming(message: MessageMetadata, ownAddress: string): IncomingKind {
  if (message.labelIds.includes('SENT') || message.labelIds.includes('DRAFT')) return 'own';
  const from = headerValue(message.headers, 'From');
  if (addressOf(from) === ownAddress.toLowerCase()) return 'own';

  const contentType = headerValue(message.headers, 'Content-Type') ?? '';
  if (
    (from !== undefined && DAEMON_SENDER.test(from)) ||
    headerValue(message.headers, 'X-Failed-Recipients') !== undefined ||
    (/multipart\/report/i.test(contentType) && /delivery-status/i.test(contentType))
  ) {
    return 'bounce';
  }

  const autoSubmitted = headerValue(message.headers, 'Auto-Submitted');
  if (autoSubmitted !== undefined && autoSubmitted.trim().toLowerCase() !== 'no') return 'auto-reply';
  if (headerValue(message.headers, 'X-Autoreply') !== undefined || headerValue(message.headers, 'X-Autorespond') !== undefined) {
    return 'auto-reply';
  }
  const precedence = headerValue(message.headers, 'Precedence')?.trim().toLowerCase();
  if (precedence && AUTO_PRECEDENCE.has(precedence)) return 'auto-reply';
  if (AUTO_SUBJECT.test(headerValue(message.headers, 'Subject') ?? '')) return 'auto-reply';
  return 'reply';
}

/** The first message (oldest first) that stops the sequence: a human reply or a bounce. */
export function firstStoppingMessage(
  messages: readonly MessageMetadata[],
  ownAddress: string,
): { kind: 'reply' | 'bounce'; message: MessageMetadata } | undefined {
  const ordered = [...messages].sort((a, b) => a.internalDate.getTime() - b.internalDate.getTime());
  for (const message of ordered) {
    const kind = classifyIncoming(message, ownAddress);
    if (kind === 'reply' || kind === 'bounce') return { kind, message };
  }
  return undefined;
}
