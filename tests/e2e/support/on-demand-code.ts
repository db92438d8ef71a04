import type { Page } from '@playwright/test';
import { expect } from './test';

/** A string only the form kit's code holds (react-hook-form's option names). */
export const FORM_KIT_MARKER = 'shouldUnregister';

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

/**
 * Whether a script whose text holds `marker` arrives from now on within `timeout` ms: start it
 * before what should fetch the script, await it after.
 */
export const scriptArrives = (page: Page, marker: string, timeout = 15_000): Promise<boolean> =>
  page
    .waitForResponse(
      async (arrived) =>
        arrived.request().resourceType() === 'script' && (await arrived.text()).includes(marker),
      { timeout },
    )
    .then(
      () => true,
      () => false,
    );

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

/**
 * Holds back every script whose text holds `marker` (a string only that code contains) until
 * `release` is called, as a slow connection would: then delivers them, or with `'fail'` answers
 * each with a network failure, as a lost connection would. `held` counts the scripts waiting.
 */
export const holdScripts = async (page: Page, marker: string) => {
  let release: (outcome?: 'deliver' | 'fail') => void = () => undefined;
  const released = new Promise<'deliver' | 'fail'>((resolve) => {
    release = (outcome = 'deliver') => resolve(outcome);
  });
  let held = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(marker)) return route.fulfill({ response, body });
    held += 1;
    if ((await released) === 'fail') return route.abort('connectionfailed');
    return route.fulfill({ response, body });
  });
  return { release, held: () => held };
};
