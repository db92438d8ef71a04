/**
 * The header menu on the fixture content: desktop dropdowns by hover and keyboard, the
 * two-column split, the automatically filled lists, the footer, and the mobile menu.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { isSamePage, markPage } from './support/client-navigation';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

test.describe('desktop menu', () => {
  // A condition on an option, not on the page: a skipped test opens no page.
  test.skip(({ isMobile }) => isMobile, 'dropdowns show at the lg breakpoint and above');
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  test('anonymous visitors see Log In and Sign Up, not Go to Dashboard; a dropdown opens on hover and closes when the pointer leaves', async ({
    page,
  }) => {
    await test.step('anonymous visitors see Log In and Sign Up, not Go to Dashboard', async () => {
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute(
        'href',
        /^https:\/\/[^/]+\/sign-in$/,
      );
      await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
        'href',
        /^https:\/\/[^/]+\/sign-up$/,
      );
      await expect(banner.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
    });
    await test.step('a dropdown opens on hover and closes when the pointer leaves', async () => {
      const trigger = main(page).getByRole('button', { name: 'Fixture group' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(main(page).getByRole('link', { name: 'Fixture alpha link' })).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('a dropdown works from the keyboard: Enter opens, Tab reaches links, Escape closes; a submenu of 7 links is split in two columns, the first with 4', async ({
    page,
  }) => {
    const trigger = main(page).getByRole('button', { name: 'Fixture group' });
    await test.step('a dropdown works from the keyboard: Enter opens, Tab reaches links, Escape closes', async () => {
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAttribute('href', /^\//);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toBeFocused();
    });
    await test.step('a submenu of 7 links is split in two columns, the first with 4', async () => {
      await trigger.click();
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      const columns = panel.locator('[data-columns="2"]').first().locator('ul');
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0).getByRole('link')).toHaveCount(4);
      await expect(columns.nth(1).getByRole('link')).toHaveCount(3);
    });
  });

  test('landing pages flagged for the menu are sorted by title, then order; downloads listed; axe finds nothing with a dropdown open', async ({
    page,
  }) => {
    await main(page).getByRole('button', { name: 'Fixture resources' }).click();
    await test.step('landing pages flagged for the menu are sorted by title, then order; downloads listed', async () => {
      const solutions = main(page)
        .getByTestId(/menu-links-/)
        .filter({ hasText: 'Alpha page' });
      // The pointer opened the panel on its way to the button; React draws it in a task of its
      // own (a hover is not a click), so wait for it before reading its links.
      await expect(solutions.getByRole('link', { name: 'Alpha page' })).toBeVisible();
      const links = await solutions.getByRole('link').allTextContents();
      expect(links.filter((text) => /Alpha page|Beta page|Hidden page/.test(text))).toEqual([
        'Alpha page',
        'Beta page',
        'Beta page',
      ]);
      const betaHrefs = await solutions
        .getByRole('link', { name: 'Beta page' })
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(betaHrefs).toEqual(['/fixture-beta-high', '/fixture-beta-low']);
      await expect(main(page).getByRole('link', { name: 'Fixture download' })).toHaveAttribute(
        'href',
        '/download/fixture-download',
      );
      await expect(main(page).getByRole('link', { name: 'Fixture guide title' })).toHaveAttribute(
        'href',
        '/download/fixture-guide',
      );
      await expect(main(page).getByRole('link', { name: /Featured/ })).toHaveAttribute(
        'href',
        '/download/remote-customer-service-team-guide',
      );
    });
    await test.step('axe finds nothing with a dropdown open', async () => {
      await expectNoAxeViolations(page, 'desktop dropdown open');
    });
  });
});

/**
 * Where each visible item under `root` (links, buttons, headings, paragraphs) is drawn when the
 * document holds only the items up to it and those before it, as a browser drawing a page it
 * is still parsing shows it (Chromium draws as it parses on a slow phone or a busy machine),
 * next to where it is drawn in the whole page: every item that moved, and how many were checked.
 */
const movesWhileParsed = (page: Page, rootSelector: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`nothing matches ${selector}`);
    const items = (within: Element) => [...within.querySelectorAll('a, button, h1, h2, p')];
    // The visible ones, by their place among the root's items (a copy has the same).
    const shown = items(root).flatMap((element, index) =>
      element.checkVisibility() ? [index] : [],
    );
    const placesIn = (within: Element) =>
      shown.map((index) => {
        const box = items(within)[index]?.getBoundingClientRect();
        return box ? { x: Math.round(box.x), y: Math.round(box.y) } : undefined;
      });
    const final = placesIn(root);
    const moves: { item: number; parsed: number; from: unknown; to: unknown }[] = [];
    for (let parsed = 1; parsed < shown.length; parsed += 1) {
      const partial = root.cloneNode(true) as Element;
      const last = items(partial)[shown[parsed - 1] as number] as Element;
      // Everything after the last parsed item, in document order, has not arrived yet.
      const rest = document.createRange();
      rest.setStartAfter(last);
      rest.setEndAfter(partial.lastChild as Node);
      rest.deleteContents();
      root.replaceWith(partial);
      placesIn(partial)
        .slice(0, parsed)
        .forEach((place, item) => {
          const then = final[item];
          if (place?.x !== then?.x || place?.y !== then?.y) {
            moves.push({ item, parsed, from: place, to: then });
          }
        });
      partial.replaceWith(root);
    }
    return { checked: shown.length, moves };
  }, rootSelector);

test.describe('a page drawn while it is parsed', () => {
  test('keeps each item of the header’s row in place as the ones after it arrive', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const { checked, moves } = await movesWhileParsed(page, 'header[data-top-menu]');
    expect(checked).toBeGreaterThan(1);
    expect(moves).toEqual([]);
  });

  test('keeps an article’s contents in their column as its body arrives', async ({ page }) => {
    await gotoHydrated(page, '/blog/fixture-post-two');
    const { checked, moves } = await movesWhileParsed(page, 'article');
    expect(checked).toBeGreaterThan(1);
    expect(moves).toEqual([]);
  });

  test('keeps the footer’s top in place on a page shorter than the window', async ({ page }) => {
    allowConsoleErrors(page, /the server responded with a status of 404/);
    await gotoHydrated(page, '/404');
    const { checked, moves } = await movesWhileParsed(page, '#gatsby-focus-wrapper');
    expect(checked).toBeGreaterThan(1);
    expect(moves).toEqual([]);
  });
});

test.describe('footer', () => {
  test('lists the menu less hide-on-footer items, in groups, with the legal links; its links route on the client and mark the page shown', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await test.step('lists the menu less hide-on-footer items, in groups, with the legal links', async () => {
      await expect(footer.getByRole('link', { name: 'Fixture header only' })).toHaveCount(0);
      await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
      await expect(footer.getByRole('link').first()).toBeVisible();
    });
    await test.step('its links route on the client and mark the page shown', async () => {
      const home = footer.getByRole('link', { name: 'Fixture legal link' });
      await expect(home).toHaveAttribute('aria-current', 'page');
      await markPage(page);
      // Another template (a download, not a landing page): the layout is drawn anew.
      await footer.getByRole('link', { name: 'Fixture download' }).click();
      await expect(page).toHaveURL(/\/download\/fixture-download$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      expect(await isSamePage(page)).toBe(true);
      await expect(footer.getByRole('link', { name: 'Fixture download' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(home).not.toHaveAttribute('aria-current');
      await page.goBack();
      await expect(home).toHaveAttribute('aria-current', 'page');
    });
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the hamburger menu shows below the lg breakpoint');

  const toggle = (page: Page) => page.getByRole('button', { name: 'Menu' });

  // One page for the menu's life: opened by keyboard, used, left by a link, opened and resized.
  test('Tab from the button of the open menu lands inside it; it opens full screen with expandable sections; a click on a link inside navigates and hides the menu 500 ms later; it closes when the window is resized', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await test.step('Tab from the button of the open menu lands inside it', async () => {
      await toggle(page).focus();
      await page.keyboard.press('Enter');
      const close = page.getByRole('button', { name: 'Close' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      const panel = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
      await expect(panel.locator(':focus')).toHaveCount(1);
    });
    await test.step('opens full screen with expandable sections', async () => {
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(390 - 1);
      const section = menu.getByRole('button', { name: 'Fixture group' });
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await section.click();
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Fixture alpha link' })).toBeVisible();
      await expectNoAxeViolations(page, 'mobile menu open');
    });
    await test.step('a click on a link inside navigates and hides the menu 500 ms later', async () => {
      await menu.getByRole('link', { name: 'Fixture alpha link' }).click();
      await expect(page).toHaveURL(/\/fixture-alpha$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture alpha heading');
      await expect(menu).toBeHidden();
    });
    await test.step('closes when the window is resized', async () => {
      await toggle(page).click();
      await expect(menu).toBeVisible();
      await page.setViewportSize({ width: 400, height: 800 });
      await expect(menu).toBeHidden();
    });
  });
});
