/** Keyboard-only input, as a visitor without a pointer fills a page in. */
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
export const tabTo = async (page: Page, target: Locator, limit = 80) => {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
};

/** Types each value into the focused field, then Tab on to the next field. */
export const typeFieldByField = async (page: Page, values: readonly string[]) => {
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
};
