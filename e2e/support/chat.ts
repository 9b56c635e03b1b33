import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { CHAT_TIMEZONES, zonePlaceName, type TimezoneOption } from 'contracts';
import { isInsideWindow, nextWindowOpening, staysInsideWindow } from './sending-window';

/** The Reply Engine's message box. */
export function messageBox(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message' });
}

/** The conversation log (role="log"). */
export function conversation(page: Page): Locator {
  return page.getByRole('log', { name: 'Conversation' });
}

/**
 * A message of the conversation whose text contains `text`. Replies are typed out character by character, so a
 * reply only matches once it is shown in full.
 */
export function chatMessage(page: Page, text: string | RegExp): Locator {
  return conversation(page).getByRole('listitem').filter({ hasText: text });
}

/**
 * Types a message and presses Enter, as a user does. `fill` waits until the box takes text (it is read-only while
 * the assistant is still typing its reply, disabled while drafting).
 */
export async function sendChatMessage(page: Page, text: string): Promise<void> {
  const box = messageBox(page);
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(chatMessage(page, text).last()).toBeVisible();
}

/**
 * Watches the button named `label` every animation frame, from the moment it is in view until the conversation has
 * stopped typing or the user presses the pointer; the answer tells how far it moved (px) meanwhile. A control that moves under the pointer loses the
 * click (Playwright's own click waits for it to stand still, so this is what shows the user's experience).
 */
export async function watchForMovement(page: Page, label: string): Promise<() => Promise<number>> {
  await page.evaluate((name) => {
    const state = window as unknown as { e2eMoved: number; e2eWatchDone: boolean };
    state.e2eMoved = 0;
    state.e2eWatchDone = false;
    let start: DOMRect | undefined;
    const frame = () => {
      const button = [...document.querySelectorAll('button')].find((node) => node.textContent?.trim() === name);
      const box = button?.getBoundingClientRect();
      // Only where the user can see it and aim at it: inside the viewport.
      if (box && box.top >= 0 && box.bottom <= window.innerHeight) {
        start ??= box;
        state.e2eMoved = Math.max(state.e2eMoved, Math.abs(box.top - start.top), Math.abs(box.left - start.left));
      }
      const typing = document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'true';
      if (state.e2eWatchDone) return;
      if (start && !typing) state.e2eWatchDone = true;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // What happens after the click (the chat goes on and scrolls) is not the click's business.
    document.addEventListener('pointerdown', () => (state.e2eWatchDone = true), { capture: true, once: true });
  }, label);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { e2eWatchDone: boolean }).e2eWatchDone, undefined, {
      timeout: 60_000,
    });
    return page.evaluate(() => (window as unknown as { e2eMoved: number }).e2eMoved);
  };
}

/** Every message shown, as [author, text] pairs (the author line is 'Reply Engine' or 'You'). */
export async function transcript(page: Page): Promise<Array<[string, string]>> {
  const items = conversation(page).locator('li.chat-message:not(.chat-message--queued)');
  const rows = await items.evaluateAll((nodes) =>
    nodes.map((node) => [
      node.querySelector('.chat-message__author')?.textContent ?? '',
      node.querySelector('.chat-message__content')?.textContent ?? '',
    ]),
  );
  return rows as Array<[string, string]>;
}

/** Resolves once the chat has saved its conversation at `step` on the server (the debounced SaveChatConversation). */
export function savedAtStep(page: Page, step: number): Promise<unknown> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.ok()) return false;
    try {
      const body = request.postDataJSON() as { operationName?: string; variables?: { data?: { step?: number } } } | null;
      return body?.operationName === 'SaveChatConversation' && body.variables?.data?.step === step;
    } catch {
      return false; // not a GraphQL call
    }
  });
}

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// --- A resume with a text layer ---

/** Latin-1 text in a PDF string literal. */
const pdfString = (text: string) => `(${text.replace(/([\\()])/g, '\\$1')})`;

/** A one-page PDF whose lines are drawn as real text (Helvetica), with a correct cross-reference table. */
export function textPdf(name: string, lines: readonly string[]): { name: string; mimeType: string; buffer: Buffer } {
  const stream = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '72 720 Td',
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, 'T*']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

// --- When the chat's campaign sends ---

interface LocalClock {
  weekday: string;
  month: string;
  day: number;
  hour: number;
  minute: number;
}

function localClock(timezone: string, at: Date): LocalClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return {
    weekday: part('weekday'),
    month: part('month'),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

/** 'Mon, Nov 23' as the chat writes the day of a send time. */
export const chatDay = (clock: Pick<LocalClock, 'weekday' | 'month' | 'day'>) => `${clock.weekday}, ${clock.month} ${clock.day}`;

/** '9:00 AM' as the chat writes the time of day of a send time. */
export const chatTimeOfDay = ({ hour, minute }: Pick<LocalClock, 'hour' | 'minute'>) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

export type SendingPlan =
  | {
      /** A chat zone on a weekday inside 09:00-16:00 (an hour before the window closes): the first email goes now. */
      branch: 'window-open';
      zone: TimezoneOption;
      /** 'Mon' in the zone today (the chat writes 'now, Mon 10:05 AM in New York'). */
      today: string;
    }
  | {
      /** No chat zone is inside its weekday window (a weekend everywhere, or night): it waits for the next opening. */
      branch: 'window-closed';
      zone: TimezoneOption;
      /** The next weekday 09:00 in the zone, as the chat writes it (the browser is in that zone): 'Mon 9:00 AM in New York'. */
      nextOpening: string;
    };

/**
 * The browser timezone for a chat test. The chat's campaign takes the browser's zone (any zone; the recipients of
 * these tests are at example.com, which names no country) and excludes weekends, so unlike `timezoneInsideSendingWindow` (the campaign form's zones, weekends allowed) this
 * needs a chat zone whose window is open now and for the next hour: a weekday, 09:00-16:00, and no public holiday
 * there (the product's window rule from contracts, holidays on the safe side: see sending-window.ts). When none is, a chat zone whose window is closed
 * and whose next opening no holiday moved (the chat would add 'moved from ...'), with that opening.
 */
export function chatSendingPlan(at = new Date(), zones: readonly TimezoneOption[] = CHAT_TIMEZONES): SendingPlan {
  const open = zones.find(({ value }) => staysInsideWindow(value, at, true));
  if (open) return { branch: 'window-open', zone: open, today: localClock(open.value, at).weekday };
  for (const zone of zones) {
    if (isInsideWindow(at, zone.value, true)) continue; // in its last hour: neither branch can be told apart
    const first = nextWindowOpening(at, zone.value, true);
    if (first.holidayOnTheWay) continue;
    const clock = localClock(zone.value, first.sendAt);
    return {
      branch: 'window-closed',
      zone,
      nextOpening: `${clock.weekday} ${chatTimeOfDay(clock)} in ${zonePlaceName(zone.value)}`,
    };
  }
  throw new Error('Every chat zone is in the last hour of its sending window or waits behind a public holiday');
}

/** Records which branch a test ran in its report. */
export function annotateSendingPlan(testInfo: TestInfo, plan: SendingPlan): void {
  const detail =
    plan.branch === 'window-open'
      ? `${plan.zone.value} is inside its weekday sending window now: the first email is expected in the devstack Gmail`
      : `no chat timezone is inside its weekday sending window now: expecting the first send at ${plan.nextOpening} and nothing in Gmail yet`;
  testInfo.annotations.push({ type: `sending window: ${plan.branch}`, description: detail });
}

/** Minutes between a shown 'h:mm AM' and now in `timezone` (the send time of a sequence scheduled just now). */
export function minutesFromNow(shown: string, timezone: string, at = new Date()): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(shown);
  if (!match) throw new Error(`Not a time of day: ${shown}`);
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  const now = localClock(timezone, at);
  return Math.abs(hour * 60 + Number(match[2]) - (now.hour * 60 + now.minute));
}
