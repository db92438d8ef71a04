import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * For code that must load on demand: records, for every script the page receives, whether its
 * text holds `marker` (a string only that code contains); opens the page with `open` and checks
 * that no script received by the time the network is quiet holds it. The answer tells whether
 * a script received since then does.
 */
export const expectFetchedOnlyLater = async (
  page: Page,
  marker: string,
  open: () => Promise<unknown>,
): Promise<() => Promise<boolean>> => {
  const scripts = recordScripts(page);
  const withPage = (await scriptsBy(page, scripts, open)).map((text) => text.includes(marker));
  expect(withPage.length).toBeGreaterThan(0);
  expect(withPage).not.toContain(true);
  return async () =>
    (await Promise.all(scripts)).slice(withPage.length).some((text) => text.includes(marker));
};

/** The text of every script `page` receives from now on, in the order they arrive. */
export const recordScripts = (page: Page): Promise<string>[] => {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text());
  });
  return texts;
};

/** The scripts `recorded` holds once `open` is done and the network is quiet. */
export const scriptsBy = async (
  page: Page,
  recorded: Promise<string>[],
  open: () => Promise<unknown>,
): Promise<string[]> => {
  await open();
  await page.waitForLoadState('networkidle');
  return Promise.all(recorded);
};
