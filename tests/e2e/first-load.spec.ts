/**
 * A build without third parties leaves their code out of every first load (the build writes
 * literals that fold it away, gatsby/webpack-config.ts). Each marker is a string only that code
 * holds, and each is found in the third-party build, so the checks can fail.
 */
import type { Page } from '@playwright/test';
import { recordScripts, scriptsBy } from './support/on-demand-code';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const MARKERS = {
  /** The held button clicks, only in a build with Segment (src/services/analytics/held-clicks.ts). */
  heldClicks: '[data-button]',
  /**
   * The third parties' chunk in webpack's map of chunks, which every page's runtime carries;
   * only in a build with a third party (src/services/deferred-runtime/index.ts).
   */
  thirdPartyChunk: '"deferred-runtime"',
} as const;

/** The text of every script the page has received once it is hydrated and the network quiet. */
const firstLoadScripts = (page: Page, path: string): Promise<string[]> =>
  scriptsBy(page, recordScripts(page), () => gotoHydrated(page, path));

const holding = (scripts: string[], marker: string) =>
  scripts.filter((text) => text.includes(marker)).length;

test('the 404 page carries no third-party code in a build without third parties @any-viewport', async ({
  page,
}) => {
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const scripts = await firstLoadScripts(page, '/404');
  expect(scripts.length).toBeGreaterThan(0);
  expect({
    heldClicks: holding(scripts, MARKERS.heldClicks),
    thirdPartyChunk: holding(scripts, MARKERS.thirdPartyChunk),
  }).toEqual({ heldClicks: 0, thirdPartyChunk: 0 });
});

test('in a build with Segment, the first load holds the clicks made before it starts and knows the third parties’ chunk @third-parties @any-viewport', async ({
  page,
}) => {
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const scripts = await firstLoadScripts(page, '/404');
  expect(holding(scripts, MARKERS.heldClicks)).toBeGreaterThan(0);
  expect(holding(scripts, MARKERS.thirdPartyChunk)).toBeGreaterThan(0);
});
