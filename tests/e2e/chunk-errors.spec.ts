/**
 * Code that fails to load (spec section 4): a tab left open across a deploy asks for files the
 * server no longer has. Each kind of code chunk here answers 404 or fails on the network; the
 * page reloads once and never shows the error page, and a chunk that keeps failing reloads a
 * path at most once in 10 seconds.
 */
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/lib/site-config';
import { answerBooking } from './support/booking';
import { navigateInPage } from './support/client-navigation';
import { FAILED_LOAD, documentLoads, failScripts } from './support/failing-code';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const LANDING_TEMPLATE = /\/component---src-templates-landing-page-tsx-[^/]*\.js$/;
const FORM_SECTION = /\/form-section-[^/]*\.js$/;
const DOWNLOAD_TEMPLATE = /\/component---src-templates-gated-content-tsx-[^/]*\.js$/;

const errorPage = (page: Page) =>
  page.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle });

test.describe('code that fails to load @any-viewport', () => {
  test.beforeEach(({ page }) => allowConsoleErrors(page, FAILED_LOAD));

  test('a page whose template fails on a client-side navigation loads in full, once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/download/fixture-download');
    const failed = await failScripts(page, async (url) => LANDING_TEMPLATE.test(url));
    const loads = documentLoads(page, '/build-your-own-team');
    await navigateInPage(page, '/build-your-own-team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture team page heading');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(failed()).toBeGreaterThan(0);
    expect(loads).toHaveLength(1);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a form page whose code fails on the first load reloads once, and its form works', async ({
    page,
  }) => {
    const failed = await failScripts(page, async (url) => LANDING_TEMPLATE.test(url), {
      how: 'network',
    });
    const loads = documentLoads(page, '/contact');
    await page.goto('/contact');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('form[data-interactive="true"]')).toHaveCount(1);
    expect(failed()).toBeGreaterThan(0);
    expect(loads).toHaveLength(2);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a form section whose code fails on the first load reloads once, and its form works', async ({
    page,
  }) => {
    const failed = await failScripts(page, async (url) => FORM_SECTION.test(url));
    const loads = documentLoads(page, '/contact');
    await page.goto('/contact');
    await expect.poll(() => loads.length).toBe(2);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('form[data-interactive="true"]')).toHaveCount(1);
    expect(failed()).toBeGreaterThan(0);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a template that keeps failing reloads its path once in 10 seconds, and the page stays', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    const failed = await failScripts(page, async (url) => DOWNLOAD_TEMPLATE.test(url), {
      always: true,
    });
    const loads = documentLoads(page, '/download/fixture-download');
    await page.goto('/download/fixture-download');
    await expect.poll(() => loads.length).toBe(2);
    // A tab that reloaded with every failure reloaded dozens of times in this time.
    await page.waitForTimeout(12_000);
    expect(loads).toHaveLength(2);
    expect(failed()).toBeGreaterThanOrEqual(2);
    // The server's page stays, without its code: never the error page.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(MESSAGES.notFoundTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a booking dialog whose code fails reloads the page once; then it opens', async ({
    page,
  }) => {
    await answerBooking(page.context());
    // The dialog's code is the only one that writes aria-modal.
    const failed = await failScripts(page, async (_url, body) =>
      (await body()).includes('aria-modal'),
    );
    const loads = documentLoads(page, '/');
    await gotoHydrated(page, '/');
    const link = page.getByRole('link', { name: 'Book a Discovery Call' }).first();
    await link.click();
    await expect.poll(() => loads.length).toBe(2);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(failed()).toBeGreaterThan(0);
    await expect(errorPage(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Book a Discovery Call' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
