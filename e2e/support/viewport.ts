import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A phone held upright (the report's 390 x 844) with a touch screen. Not `isMobile`: Chromium's mobile emulation
 * widens the layout viewport (and `window.innerWidth`) to fit content that sticks out, which would hide the very
 * overflow these checks look for. The shell's `width=device-width` meta viewport makes the layout the same.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;

export interface HorizontalOverflow {
  scrollWidth: number;
  innerWidth: number;
  /** The outermost elements that reach past the right edge of the window, as short CSS-ish descriptions. */
  culprits: string[];
}

/** How wide the document is against the window, and which elements stick out (for the failure message). */
export async function measureHorizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${right}px)`;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 10)
      .map(describe);
    // Text that runs past its own box (a long unbroken address) sticks out while every element fits: name its parent.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text && culprits.length < 10; text = walker.nextNode()) {
      range.selectNodeContents(text);
      if (range.getBoundingClientRect().right > width + 0.5 && text.parentElement)
        culprits.push(`text in ${describe(text.parentElement)}: "${(text.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  });
}

/** The page does not scroll sideways: the document is no wider than the window (nor the window than the screen). */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()): Promise<void> {
  const overflow = await measureHorizontalOverflow(page);
  const screenWidth = page.viewportSize()?.width;
  if (screenWidth !== undefined) expect(overflow.innerWidth, `${where}: window wider than the screen`).toBe(screenWidth);
  expect(
    overflow.scrollWidth,
    `${where} scrolls sideways: document ${overflow.scrollWidth}px wide in a ${overflow.innerWidth}px window; ` +
      `sticking out: ${overflow.culprits.join(', ') || 'nothing found'}`,
  ).toBeLessThanOrEqual(overflow.innerWidth);
}

/** Nothing is drawn over the element's centre: the topmost element there is the element or one inside it. */
export async function expectNotCovered(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const topmost = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit === element || (hit && element.contains(hit))) return null;
    return hit ? `${hit.tagName.toLowerCase()}${[...hit.classList].map((name) => `.${name}`).join('')}` : 'nothing';
  });
  expect(topmost, `something is drawn over ${target}`).toBeNull();
}
