// A policy-aware check for what the screens say about send times (issue 36): a moment reads 'Thu 10:00 AM in Berlin
// (9:00 AM your time)' (contracts' moment format), and the recipient's part must fall on one of the sequence's work
// days inside its hours. Written here from the policy's plain numbers, never from the api's scheduler, so a wrong
// plan shows up as a failing read of the screen.
import { expect, type Page } from '@playwright/test';

/** What a sequence promises: its zone, the days it sends on (0 = Sunday) and its hours in minutes after midnight. */
export interface ExpectedPolicy {
  zone: string;
  workDays: readonly number[];
  start: number;
  end: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The place the moment format names a zone by: 'Europe/Berlin' -> 'Berlin'. */
const placeOf = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** The weekday and minute of day of the recipient's clock in a moment text, or null when it names no such moment. */
export function readRecipientMoment(text: string, zone: string): { weekday: number; minute: number } | null {
  // 'Thu 10:00 AM in Berlin', 'Thu, Dec 10, 10:00 AM in Berlin', 'Thu, Dec 10, 2027, 10:00 AM in Berlin'.
  const pattern = new RegExp(
    `(Sun|Mon|Tue|Wed|Thu|Fri|Sat)(?:, [A-Z][a-z]{2} \\d{1,2}(?:, \\d{4})?,)? (\\d{1,2}):(\\d{2}) (AM|PM) in ${placeOf(zone)}`,
  );
  const match = pattern.exec(text);
  if (!match) return null;
  const [, day, hour, minute, period] = match;
  const hour24 = (Number(hour) % 12) + (period === 'PM' ? 12 : 0);
  return { weekday: WEEKDAYS.indexOf(day!), minute: hour24 * 60 + Number(minute) };
}

/** The wall clock of an instant in `zone`, as the same two numbers. */
export function wallClockOf(at: Date, zone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)!.value;
  return { weekday: WEEKDAYS.indexOf(part('weekday')), minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Why a wall-clock moment breaks the policy, or null when it is on a work day inside the hours. */
export function policyBreach(moment: { weekday: number; minute: number }, policy: ExpectedPolicy): string | null {
  if (!policy.workDays.includes(moment.weekday)) return `${WEEKDAYS[moment.weekday]} is not a work day`;
  if (moment.minute < policy.start || moment.minute >= policy.end) return `${moment.minute} min is outside the hours`;
  return null;
}

/** Every text names a recipient moment that keeps the policy; `where` names the screen in the failure message. */
export function expectMomentsInsidePolicy(texts: readonly string[], policy: ExpectedPolicy, where: string): void {
  for (const text of texts) {
    const moment = readRecipientMoment(text, policy.zone);
    expect(moment, `${where}: no time in ${placeOf(policy.zone)} in "${text}"`).not.toBeNull();
    expect(policyBreach(moment!, policy), `${where}: "${text}"`).toBeNull();
  }
}

/**
 * Picks an option of an antd Select that has no search box: open it, click the option by its text in the dropdown
 * this combobox controls (a dropdown just closed still fades out on screen with the same options).
 */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-controls', /.+/);
  const list = await combobox.getAttribute('aria-controls');
  // The dropdown that holds that list (a virtual list keeps its options beside the hidden accessible one).
  const dropdown = page.locator(`.ant-select-dropdown:has([id="${list}"])`);
  const select = page.locator('.ant-select').filter({ has: combobox });
  // A click in the first frames of antd's opening slide can miss the moving option and leave the list open (seen once
  // at 390 px in CI); a person's click comes later. Pick again until the select shows the option.
  await expect(async () => {
    if (!(await dropdown.isVisible())) await combobox.click();
    await dropdown.locator(`.ant-select-item-option[title="${option}"]`).click({ timeout: 3_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
