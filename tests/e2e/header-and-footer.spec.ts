/**
 * What a visitor sees of the real menus (`test-site.ts smoke`): from the lg breakpoint up no
 * header label wraps onto a second line and the header row fits its width; no page is linked
 * twice in the footer.
 */
import { BREAKPOINTS } from '../../src/lib/site-config';
import { expect, gotoHydrated, test } from './support/test';

/** The header's visible links and buttons, each with the number of lines its text takes. */
const headerLabelLines = (header: HTMLElement) =>
  [...header.querySelectorAll<HTMLElement>('a, button')]
    .filter((element) => element.offsetParent !== null && element.checkVisibility())
    .map((element) => {
      const lineTops = new Set<number>();
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const box of range.getClientRects())
          if (box.width > 0) lineTops.add(Math.round(box.top));
      }
      return { label: element.textContent?.trim() ?? '', lines: lineTops.size };
    })
    .filter(({ label }) => label !== '');

test.describe('header and footer', { tag: '@real-content' }, () => {
  for (const width of [BREAKPOINTS.lg, BREAKPOINTS.xl, BREAKPOINTS['2xl']]) {
    test(`at ${width} px every header label sits on one line and the row fits`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      const header = page.locator('header[data-top-menu]');
      const labels = await header.evaluate(headerLabelLines);
      // The title, the menu's top level and the calls to action.
      expect(labels.map(({ label }) => label)).toEqual(
        expect.arrayContaining(['Business size', 'Log In', 'Sign Up']),
      );
      expect(labels.filter(({ lines }) => lines !== 1)).toEqual([]);
      const overflow = await header.evaluate(
        (element) => element.scrollWidth - element.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const row = await page.locator('nav[aria-label="Main"]').evaluate((nav) => {
        const parent = nav.parentElement as HTMLElement;
        return parent.scrollWidth - parent.clientWidth;
      });
      expect(row).toBeLessThanOrEqual(0);
    });
  }

  test('the footer links each page once', async ({ page }) => {
    await page.goto('/');
    const targets = await page
      .locator('footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(targets.length).toBeGreaterThan(10);
    const repeated = targets.filter((target, index) => targets.indexOf(target) !== index);
    expect(repeated).toEqual([]);
  });
});
