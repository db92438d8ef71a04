/**
 * What a page's first load carries: the code it uses, and none that webpack's chunk grouping or
 * a shared module would bring along (docs/performance.md, "Code no page needs, out of every
 * first load"). Each marker is a string only that code holds, and each is found where that code
 * is used, so the checks can fail: the held clicks in the third-party build.
 */
import type { Page } from '@playwright/test';
import { recordScripts, scriptArrives, scriptsBy } from './support/on-demand-code';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const MARKERS = {
  /** The picture component (src/components/ui/cms-image.tsx). */
  pictureComponent: 'fetchpriority',
  /** The booking flow's settings (src/lib/config/booking.ts). */
  bookingSettings: 'Booking your call',
  /** The held button clicks, only in a build with Segment (src/services/analytics/held-clicks.ts). */
  heldClicks: '[data-button]',
  /**
   * The third parties' chunk in webpack's map of chunks, which every page's runtime carries;
   * only in a build with a third party (src/services/deferred-runtime/index.ts).
   */
  thirdPartyChunk: '"deferred-runtime"',
  /**
   * Partytown's snippet builder, which Gatsby's own browser hooks bring into every site's first
   * load and this build leaves out (gatsby/webpack-config.ts, PARTYTOWN_BROWSER_HOOKS). No page
   * uses it, so there is no page to find it on: a build without the replacement has it in its
   * app chunk, which every page loads.
   */
  partytown: 'partytown',
} as const;

/**
 * The text of every script the page has received once it is hydrated and the network quiet:
 * React fetches the code of a page's sections as it hydrates them, which on a busy machine can
 * come after the network was quiet for a while, so quiet alone could miss a script.
 */
const firstLoadScripts = (page: Page, path: string): Promise<string[]> =>
  scriptsBy(page, recordScripts(page), () => gotoHydrated(page, path));

const holding = (scripts: string[], marker: string) =>
  scripts.filter((text) => text.includes(marker)).length;

test.describe('first load @any-viewport', () => {
  test('the 404 page carries no picture component, booking settings, third-party code or partytown', async ({
    page,
  }) => {
    allowConsoleErrors(page, /the server responded with a status of 404/);
    const scripts = await firstLoadScripts(page, '/404');
    expect(scripts.length).toBeGreaterThan(0);
    expect({
      pictureComponent: holding(scripts, MARKERS.pictureComponent),
      bookingSettings: holding(scripts, MARKERS.bookingSettings),
      heldClicks: holding(scripts, MARKERS.heldClicks),
      thirdPartyChunk: holding(scripts, MARKERS.thirdPartyChunk),
      partytown: holding(scripts, MARKERS.partytown),
    }).toEqual({
      pictureComponent: 0,
      bookingSettings: 0,
      heldClicks: 0,
      thirdPartyChunk: 0,
      partytown: 0,
    });
  });

  // Each marker is awaited as its script arrives: React hydrates a page's sections, and fetches
  // their code, after the page itself, which on a busy machine can be after the network was
  // quiet for a while; and a pointer over a form fetches nothing before the page is hydrated.
  test('the markers are found where that code is used', async ({ page }) => {
    // A landing page draws pictures with the component.
    const pictures = scriptArrives(page, MARKERS.pictureComponent);
    await page.goto('/build-your-own-team');
    expect(await pictures).toBe(true);
    // The booking frame fetches its flow, with the settings, when the visitor reaches for it.
    const flow = scriptArrives(page, MARKERS.bookingSettings);
    await gotoHydrated(page, '/iframes/book-call');
    await page.getByRole('textbox').first().hover();
    expect(await flow).toBe(true);
  });
});

test('in a build with Segment, the first load holds the clicks made before it starts and knows the third parties’ chunk @third-parties @any-viewport', async ({
  page,
}) => {
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const scripts = await firstLoadScripts(page, '/404');
  expect(holding(scripts, MARKERS.heldClicks)).toBeGreaterThan(0);
  expect(holding(scripts, MARKERS.thirdPartyChunk)).toBeGreaterThan(0);
});
