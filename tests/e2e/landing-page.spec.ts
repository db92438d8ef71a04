/**
 * The landing page template on the fixture mirror: every section type renders, images are
 * responsive, the header and footer come from the CMS menus, and links route on the client.
 */
import { CTA_IMAGE } from '../../src/lib/site-config';
import { isSamePage, markPage, navigateInPage } from './support/client-navigation';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

test.describe('landing page template', () => {
  test("the home page renders every section type under one h1; a call to action's picture fills its band behind the text, in the spec's widths; external links open in a new tab without passing ranking credit; a FAQ answer opens from its question", async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('the home page renders every section type under one h1', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture home page heading');
      const main = page.getByRole('main');
      // One section of every type: feature grid, logo wall, stats, testimonials, call to action,
      // FAQ, rich text and pricing each bring a level-2 heading.
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(8);
      await expect(main.locator('dl')).toHaveCount(1);
      await expect(main.locator('blockquote').first()).toBeVisible();
    });
    await test.step("a call to action's picture fills its band behind the text, in the spec's widths", async () => {
      const band = page.getByRole('region', { name: 'Fixture call to action heading' });
      const picture = band.locator('[data-cms-image]');
      // Decorative, under a veil of the band's colour: the text keeps its contrast.
      await expect(picture.locator('img')).toHaveAttribute('alt', '');
      await expect(picture.locator('img')).toHaveAttribute('sizes', '100vw');
      // CTA_IMAGE's widths, up to the picture's own (the fixture's is 640 px wide).
      const srcset =
        (await picture.locator('source[type="image/webp"]').getAttribute('srcset')) ?? '';
      const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
      expect(widths).toEqual([...CTA_IMAGE.widths.filter((width) => width < 640), 640]);
      const bandBox = await band.boundingBox();
      const pictureBox = await picture.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(pictureBox?.[side]).toBeCloseTo(bandBox?.[side] ?? Number.NaN, 0);
      }
      await expect(band.getByRole('link', { name: 'Fixture call to action button' })).toBeVisible();
    });
    await test.step('external links open in a new tab without passing ranking credit', async () => {
      // Menu links to other sites (help centre, FAQ, trust centre), as the footer lists them.
      const external = page.getByRole('contentinfo').locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /nofollow/);
      }
    });
    // Last: an open answer moves what is below it.
    await test.step('a FAQ answer opens from its question', async () => {
      const question = page.getByRole('main').locator('details summary').first();
      const details = page.getByRole('main').locator('details').first();
      await expect(details).not.toHaveAttribute('open', '');
      await question.click();
      await expect(details).toHaveAttribute('open', '');
    });
  });

  test('CMS images are responsive WebP, reserve their space, and load lazily below the fold', async ({
    page,
  }) => {
    // Block image files so the test sees the layout before any picture arrives.
    await page.route(/\/static\/.*\.(webp|jpg|png)$/, (route) => route.abort());
    allowConsoleErrors(page, /net::ERR_FAILED/);
    await page.goto('/');
    // The hero picture is hidden on small screens; take the first one shown at this width.
    const wrapper = page
      .getByRole('main')
      .locator('[data-cms-image]')
      .filter({ visible: true })
      .first();
    const picture = wrapper.locator('picture');
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\.webp \d+w/,
    );
    await expect(picture.locator('img')).toHaveAttribute('alt', /\S/);
    const box = await wrapper.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(20);
    // The hero's picture is above the fold: fetched first. The logos further down wait.
    const hero = page.getByRole('main').locator('section').first().locator('img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const logos = page.getByRole('main').getByRole('listitem').locator('[data-cms-image] img');
    await expect(logos.first()).toHaveAttribute('loading', 'lazy');
    await expect(logos.first()).not.toHaveAttribute('fetchpriority');
  });

  test('header and footer list the CMS menus; internal links route on the client', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Discovery Call' }).first()).toHaveAttribute(
      'href',
      '/book-a-demo',
    );

    await gotoHydrated(page, '/build-your-own-team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture team page heading');
    await expect(page.getByRole('heading', { name: 'Fixture subheading' })).toBeVisible();
    await markPage(page);
    await page.getByRole('main').locator('a[href="/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture home page heading');
    // The window survived the navigation, so Gatsby routed without a full page load.
    expect(await isSamePage(page)).toBe(true);
  });

  test(
    'a client-side route change paints the next page with every section at once',
    { tag: '@any-viewport' },
    async ({ page }) => {
      // The blog loads no section code; the home page has a section of every type, each a chunk.
      await gotoHydrated(page, '/blog');
      // What main holds when the next page's heading first appears (a MutationObserver runs
      // before the next paint): a section drawn later would be missing from this count.
      const firstPaint = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              const heading = document.querySelector('main h1');
              if (heading?.textContent !== 'Fixture home page heading') return;
              observer.disconnect();
              resolve(document.querySelectorAll('main h2').length);
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await navigateInPage(page, '/');
      // Feature grid, logo wall, stats, testimonials, call to action, FAQ, rich text, pricing.
      expect(await firstPaint).toBe(8);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    },
  );

  test(
    'the head carries title, description, canonical and share tags',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await page.goto('/build-your-own-team');
      await expect(page).toHaveTitle(/ \| Ethical Global Outsourcing$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /^https:\/\/[^/]+\/build-your-own-team$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
    },
  );
});
