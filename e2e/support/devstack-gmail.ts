import { expect, type APIRequestContext } from '@playwright/test';
import { STAND_IN_PORTS } from './stand-in-ports';

/** What the Google stand-in's control API lists per message it received through the Gmail API. */
export interface GmailSentMessage {
  id: string;
  threadId: string;
  account: string;
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
}

const CONTROL_URL = `http://127.0.0.1:${STAND_IN_PORTS.google}/__control`;

/** Every message sent to `to` through the devstack Gmail API so far. */
export async function gmailSentTo(request: APIRequestContext, to: string): Promise<GmailSentMessage[]> {
  const response = await request.get(`${CONTROL_URL}/messages`);
  const messages = (await response.json()) as GmailSentMessage[];
  return messages.filter((message) => message.to.includes(to));
}

/** Waits until `count` messages to `to` have gone out through the devstack Gmail API, and answers them. */
export async function waitForGmailSentTo(request: APIRequestContext, to: string, count = 1): Promise<GmailSentMessage[]> {
  let found: GmailSentMessage[] = [];
  await expect
    .poll(
      async () => {
        found = await gmailSentTo(request, to);
        return found.length;
      },
      { message: `${count} email(s) to ${to} in the devstack Gmail`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}
