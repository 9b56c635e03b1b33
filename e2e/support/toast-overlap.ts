// Whether a toast ever lies over a control the user came for ('New Sequence', the quota line, the wizard's step 3):
// watched in every painted frame from before the action that toasts until the toast has gone, across the client-side
// navigation the action makes, since a toast that covers a control for part of its life still takes that click.
import { expect, type Page } from '@playwright/test';
import { TOASTS } from './accounts';

export interface WatchedControl {
  /** How the failure message names it. */
  name: string;
  /** CSS selector of the candidates. */
  selector: string;
  /** A regular expression (source) the candidate's trimmed text must match. */
  text?: string;
}

export interface ToastOverlapReport {
  /** Animation frames in which a toast was drawn. */
  framesWithToast: number;
  /** Animation frames in which each watched control was drawn while a toast was. */
  framesWithControl: Record<string, number>;
  /** Per control covered: in how many frames, and the first overlap seen. */
  overlaps: Record<string, { frames: number; first: string }>;
}

interface WatchState extends ToastOverlapReport {
  done: boolean;
}

/** Starts the watch; the answer stops it and tells what it saw. The page must not reload meanwhile. */
export async function watchToastOverlaps(
  page: Page,
  controls: readonly WatchedControl[],
): Promise<() => Promise<ToastOverlapReport>> {
  await page.evaluate(
    ({ watched, toastSelector }) => {
      const state: WatchState = { framesWithToast: 0, framesWithControl: {}, overlaps: {}, done: false };
      (window as unknown as { e2eToastWatch: WatchState }).e2eToastWatch = state;
      const drawn = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' ? box : null;
      };
      const sample = () => {
        if (state.done) return;
        const toasts = [...document.querySelectorAll(toastSelector)].map(drawn).filter((box) => box !== null);
        if (toasts.length > 0) {
          state.framesWithToast += 1;
          for (const control of watched) {
            const pattern = control.text ? new RegExp(control.text) : null;
            const boxes = [...document.querySelectorAll(control.selector)]
              .filter((element) => !element.closest(toastSelector))
              .filter((element) => !pattern || pattern.test((element.textContent ?? '').trim()))
              .map(drawn)
              .filter((box) => box !== null);
            if (boxes.length > 0) state.framesWithControl[control.name] = (state.framesWithControl[control.name] ?? 0) + 1;
            for (const box of boxes) {
              const hit = toasts.find(
                (toast) => toast.left < box.right && box.left < toast.right && toast.top < box.bottom && box.top < toast.bottom,
              );
              if (!hit) continue;
              const seen = (state.overlaps[control.name] ??= {
                frames: 0,
                first:
                  `toast ${Math.round(hit.left)},${Math.round(hit.top)}-${Math.round(hit.right)},${Math.round(hit.bottom)} over ` +
                  `${Math.round(box.left)},${Math.round(box.top)}-${Math.round(box.right)},${Math.round(box.bottom)}`,
              });
              seen.frames += 1;
              break;
            }
          }
        }
      };
      // Sampled as the frame is painted, after every requestAnimationFrame callback of the page (the toast host moves
      // its column in one): a ResizeObserver reports after the frame's layout and before its paint, so a probe that
      // changes size every frame gives one sample per painted frame.
      const probe = document.createElement('div');
      probe.style.cssText = 'position:fixed;left:0;top:0;width:1px;height:1px;visibility:hidden;pointer-events:none';
      document.documentElement.appendChild(probe);
      const observer = new ResizeObserver(sample);
      observer.observe(probe);
      let wide = false;
      const frame = () => {
        if (state.done) {
          observer.disconnect();
          probe.remove();
          return;
        }
        wide = !wide;
        probe.style.width = wide ? '2px' : '1px';
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { watched: controls, toastSelector: TOASTS },
  );
  return async () =>
    page.evaluate(() => {
      const state = (window as unknown as { e2eToastWatch?: WatchState }).e2eToastWatch;
      if (!state) throw new Error('The toast watch is gone: the page reloaded during the action');
      state.done = true;
      const { framesWithToast, framesWithControl, overlaps } = state;
      return { framesWithToast, framesWithControl, overlaps };
    });
}

/** The toast was drawn, every control was drawn beside it, and no toast ever lay over any of them. */
export function expectNoToastOverlap(report: ToastOverlapReport, controls: readonly WatchedControl[], where: string): void {
  expect(report.framesWithToast, `${where}: no toast was drawn`).toBeGreaterThan(0);
  for (const control of controls) {
    expect(
      report.framesWithControl[control.name] ?? 0,
      `${where}: '${control.name}' was not on screen with the toast`,
    ).toBeGreaterThan(0);
  }
  expect(report.overlaps, `${where}: a toast covered a control`).toEqual({});
}
