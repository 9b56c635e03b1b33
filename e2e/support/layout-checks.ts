// Layout checks a person would notice (issue 35 item 9): a word broken over two lines, a box that runs past the card
// it sits in, a badge the card's border line runs through.
import { expect, type Locator } from '@playwright/test';

/**
 * The words inside `area` that the browser draws on more than one line ('Skippe/d', 'N/e/v/e/r'): a word's Range has
 * one client rect per line it spans. Words are read per text node, so a word is what sits between spaces.
 */
export async function wordsBrokenAcrossLines(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // Rects of one line share their vertical middle; count the distinct lines.
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top + rect.height / 2)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** No word in `area` is drawn across two lines. */
export async function expectNoBrokenWords(area: Locator, where: string): Promise<void> {
  await expect(area).toBeVisible();
  expect(await wordsBrokenAcrossLines(area), `${where}: words broken across lines`).toEqual([]);
}

export interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The element's padding box: inside its border line (the border box less each side's border width). */
export async function insideBorder(element: Locator): Promise<Edges> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const width = (side: string) => parseFloat(style.getPropertyValue(`border-${side}-width`)) || 0;
    return {
      top: box.top + width('top'),
      right: box.right - width('right'),
      bottom: box.bottom - width('bottom'),
      left: box.left + width('left'),
    };
  });
}

/** The element's border box. */
export async function edgesOf(element: Locator): Promise<Edges> {
  return element.evaluate((node) => {
    const { top, right, bottom, left } = node.getBoundingClientRect();
    return { top, right, bottom, left };
  });
}

const describeEdges = ({ top, right, bottom, left }: Edges) =>
  `top ${top.toFixed(1)}, right ${right.toFixed(1)}, bottom ${bottom.toFixed(1)}, left ${left.toFixed(1)}`;

/** `inner` lies wholly within `outer` (half a pixel of rounding allowed). */
export function expectWithin(inner: Edges, outer: Edges, what: string): void {
  const fits =
    inner.top >= outer.top - 0.5 &&
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  expect(fits, `${what}: [${describeEdges(inner)}] is not within [${describeEdges(outer)}]`).toBe(true);
}

/** Every element matching `parts` inside `box` lies within the box's border line. */
export async function expectPartsInside(box: Locator, parts: string, what: string): Promise<void> {
  const inside = await insideBorder(box);
  const found = box.locator(parts);
  const count = await found.count();
  expect(count, `${what}: nothing matches ${parts}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const part = found.nth(index);
    if (!(await part.isVisible())) continue;
    expectWithin(await edgesOf(part), inside, `${what} (${parts} #${index + 1})`);
  }
}
