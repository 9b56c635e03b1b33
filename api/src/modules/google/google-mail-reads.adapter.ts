// Gmail's headers-only reads behind the mailbox port: threads.get / messages.get (format metadata), messages.list of
// the SENT label, getProfile's historyId as the change cursor and history.list (messageAdded) since it, with Google's
// failures in the port's words (an expired history id answers 404: 'not-found').
import { MailReadError, type MailboxReads, type MailReadFailure } from '../mailbox';
import { GmailApiError, type GmailFailureKind } from './gmail-api/gmail-api.error';
import type { GmailApiClient } from './gmail-api/gmail-api.client';
import { GoogleNetworkError } from './google-http.util';

const READ_FAILURE: Partial<Record<GmailFailureKind, MailReadFailure>> = {
  'not-found': 'not-found',
  rate: 'rate',
  server: 'server',
};

/** A Gmail read failure in the port's words; anything that is not Google's answer (a bug) passes unchanged. */
export function toMailReadError(error: unknown): unknown {
  if (error instanceof GoogleNetworkError) return new MailReadError('network', error.message, { cause: error });
  if (!(error instanceof GmailApiError)) return error;
  const kind = error.status === 401 ? 'unauthorized' : (READ_FAILURE[error.kind] ?? 'refused');
  const { status, retryAfterMs, retryAt } = error;
  return new MailReadError(kind, error.message, { status, retryAfterMs, retryAt, cause: error });
}

async function mapped<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toMailReadError(error);
  }
}

export function googleMailReads(gmail: GmailApiClient): MailboxReads {
  return {
    threadHeaders: (access, threadId) =>
      mapped(async () => (await gmail.getThreadMetadata(access.accessToken, threadId)).messages),
    messageHeaders: (access, messageId) => mapped(() => gmail.getMessageMetadata(access.accessToken, messageId)),
    sentFolderPage: (access, { pageToken, pageSize }) =>
      mapped(async () => {
        const page = await gmail.listMessagesWithLabel(access.accessToken, 'SENT', pageToken, pageSize);
        return { messageIds: page.messages.map((message) => message.id), nextPageToken: page.nextPageToken };
      }),
    changeCursor: (access) => mapped(() => gmail.getProfileHistoryId(access.accessToken)),
    changesSince: (access, cursor, pageToken) =>
      mapped(async () => {
        const page = await gmail.listAddedHistory(access.accessToken, cursor, pageToken);
        return { added: page.addedMessages, cursor: page.historyId, nextPageToken: page.nextPageToken };
      }),
  };
}
