/**
 * Layout shifts as Chromium reports them to the page (the entries Lighthouse's CLS adds up),
 * for tests that prove something appearing late moves nothing.
 */
import type { Page } from '@playwright/test';

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

declare global {
  interface Window {
    __layoutShifts?: number[];
  }
}

/** Starts recording, before the next navigation, every shift not caused by input. */
export const recordLayoutShifts = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
};

/** The shifts recorded so far, once two more frames have been drawn (shifts are reported late). */
export const layoutShifts = async (page: Page): Promise<number[]> => {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  return page.evaluate(() => window.__layoutShifts ?? []);
};
