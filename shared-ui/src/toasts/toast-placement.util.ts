// Where the toasts' column goes down the right of the window: the highest place, below the top bar and the marked
// heading buttons, where it covers no control (a button, a link, a field, a wizard step) and nothing marked to keep
// clear (the sequences quota line). A toast over 'New Sequence' or step 3 took the very click the user came for.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What a toast must never cover: controls, the wizard's steps, and anything marked with TOASTS_AVOID_ATTRIBUTE. */
export const TOASTS_AVOID_ATTRIBUTE = 'data-toasts-avoid';
export const CONTROL_SELECTOR = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '.ant-steps-item',
  `[${TOASTS_AVOID_ATTRIBUTE}]`,
].join(',');

const GAP = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The top of a column `height` tall spanning `left`..`right`: `minTop` when nothing is in the way, else just below
 * the lowest obstacle of the first clear band; `minTop` again when no band fits in the window (a page of controls:
 * the toast then leaves on its own after a few seconds, as before).
 */
export function clearToastTop(input: {
  minTop: number;
  height: number;
  left: number;
  right: number;
  windowHeight: number;
  obstacles: readonly Box[];
}): number {
  const { minTop, height, left, right, windowHeight } = input;
  const inColumn = input.obstacles.filter(
    (box) => box.right > box.left && box.bottom > box.top && box.right > left && box.left < right && box.bottom > minTop,
  );
  const candidates = [minTop, ...inColumn.map((box) => Math.round(box.bottom) + GAP)]
    .filter((top) => top >= minTop && top + height <= windowHeight - GAP)
    .sort((a, b) => a - b);
  const free = candidates.find((top) => !inColumn.some((box) => overlaps(box, { top, bottom: top + height, left, right })));
  return free ?? minTop;
}
