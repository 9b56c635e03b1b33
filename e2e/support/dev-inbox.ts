import { expect, type APIRequestContext } from '@playwright/test';

/** What GET /__dev/mail answers per message (the devstack SMTP inbox, newest first). */
interface DevInboxMessage {
  to: string[];
  subject: string;
  links: string[];
}

/**
 * The first link matching `pattern` in the newest email to `to`, waiting for it to arrive: the api sends mail
 * after answering, so it lands a moment after the page moved on.
 */
export async function emailedLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as DevInboxMessage[];
        link = messages.flatMap((message) => message.links).find((candidate) => pattern.test(candidate));
        return link;
      },
      { message: `an email to ${to} with a link matching ${pattern}`, timeout: 15_000 },
    )
    .toBeDefined();
  return link!;
}
