// A click as a person makes it: they see the control, aim, and press where they saw it. Playwright's own click waits
// until the control stands still, which hides a control that moves under the pointer (issue 35 item 3).
import type { Page } from '@playwright/test';

/** About a person's reaction time, between seeing a control and pressing it. */
const AIM_MS = 250;

/**
 * Waits for the first animation frame in which the button named `label` is drawn, brings it into view the way a person
 * scrolls to it (only when it is not wholly in view yet), then presses the pointer AIM_MS later at the centre it had in
 * that frame, with the mouse or, on a touch screen (`tap`), a finger. Answers where it pressed.
 */
export async function clickWhereFirstSeen(
  page: Page,
  label: string,
  { tap = false, timeout = 60_000 }: { tap?: boolean; timeout?: number } = {},
): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    (name) => {
      const button = [...document.querySelectorAll('button')].find((node) => node.textContent?.trim() === name);
      if (!button || button.getBoundingClientRect().width === 0) return null;
      button.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    label,
    { polling: 'raf', timeout },
  );
  const point = (await handle.jsonValue()) as { x: number; y: number };
  await page.waitForTimeout(AIM_MS);
  if (tap) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
  return point;
}
