/**
 * The blog on the fixture mirror (20 posts, 2 authors, 2 categories, 2 tags; 9 posts a page):
 * listings with their pagination and redirects, the article page, taxonomy pages and the feed.
 */
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const NOT_FOUND = 'Ooops! Page not found.';

/** Titles of the article cards of a listing, in order. */
const cardTitles = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list', { name: /^Articles/ })
    .getByRole('heading', { level: 2 });

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The status and Location of a path, without following redirects. */
const redirectOf = async (page: Page, path: string) => {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? '' };
};

test.describe('blog listing', () => {
  test('the first page shows the newest nine posts and links to the next page; a card links to its article, category and author', async ({
    page,
  }) => {
    await page.goto('/blog');
    await test.step('the first page shows the newest nine posts and links to the next page', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      await expect(cardTitles(page)).toHaveCount(9);
      await expect(cardTitles(page).first()).toHaveText('Fixture blog post two');
      await expect(cardTitles(page).nth(1)).toHaveText('Fixture blog post one');
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveCount(0);
      await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await pagination(page).getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\/blog\/page\/2$/);
      await expect(cardTitles(page).first()).toHaveText('Fixture blog post Kilo');
    });
    await test.step('a card links to its article, category and author', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
      const card = page.getByRole('article').filter({ hasText: 'Fixture blog post one' });
      await expect(card.getByRole('link', { name: 'Fixture Category' })).toHaveAttribute(
        'href',
        '/blog/category/fixture-category',
      );
      await expect(card.getByRole('link', { name: 'Fixture Author' })).toHaveAttribute(
        'href',
        '/blog/author/fixture-author',
      );
      await card.getByRole('link', { name: 'Fixture blog post one' }).click();
      await expect(page).toHaveURL(/\/blog\/fixture-post-one$/);
    });
  });

  // One page goes through them in turn: the site's scripts come from its cache after the first.
  test(
    'the other listing pages, one after another: pictures, pagination, the last page, page 1',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await test.step('the picture above the fold is fetched first, every other one lazily', async () => {
        // The second category's newest post (Romeo) has a picture, and so has Mike, further down.
        await page.goto('/blog/category/fixture-second-category');
        const cards = page.getByRole('main').getByRole('list', { name: /^Articles/ });
        const pictures = cards.locator('img');
        await expect(pictures).toHaveCount(2);
        await expect(cards.getByRole('listitem').first().locator('img')).toHaveAttribute(
          'fetchpriority',
          'high',
        );
        await expect(pictures.first()).toHaveAttribute('loading', 'eager');
        await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
        await expect(pictures.last()).not.toHaveAttribute('fetchpriority');

        // An article: its own picture first; the cards of related articles, far below, lazily.
        await page.goto('/blog/fixture-post-one');
        const hero = page.getByRole('main').locator('[data-cms-image] img').first();
        await expect(hero).toHaveAttribute('loading', 'eager');
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
        const related = page.getByRole('region', { name: 'Related articles' }).locator('img');
        await expect(related).toHaveCount(1);
        await expect(related).toHaveAttribute('loading', 'lazy');
        await expect(related).not.toHaveAttribute('fetchpriority');
      });

      await test.step('a middle page links both ways', async () => {
        await page.goto('/blog/page/2');
        await expect(cardTitles(page)).toHaveCount(9);
        await expect(page).toHaveTitle(/^Blog – page 2 \|/);
        await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pagination(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
          'href',
          '/blog',
        );
        await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveAttribute(
          'href',
          '/blog/page/3',
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          /\/blog\/page\/2$/,
        );
      });

      await test.step('the last page shows the oldest posts and no next link', async () => {
        await page.goto('/blog/page/3');
        await expect(cardTitles(page)).toHaveText([
          'Fixture blog post Bravo',
          'Fixture blog post Alpha',
        ]);
        await expect(pagination(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
      });

      await test.step('page 1 has one address: /blog/page/1 redirects to /blog with a 301', async () => {
        expect(await redirectOf(page, '/blog/page/1')).toEqual({ status: 301, location: '/blog' });
      });
    },
  );

  // Apart: it allows the console error of a 404 status.
  test('a page past the end is a 404', { tag: '@any-viewport' }, async ({ page }) => {
    allowConsoleErrors(page, /the server responded with a status of 404/);
    const response = await page.goto('/blog/page/4');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  });
});

test.describe('article', () => {
  test('shows reading time, posted date, author and category; the head carries BlogPosting data, the share image and the feed; lists related articles, newest first, never itself; about the author links to their articles', async ({
    page,
  }) => {
    await page.goto('/blog/fixture-post-one');
    await test.step('shows reading time, posted date, author and category', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture blog post one');
      const main = page.getByRole('main');
      await expect(main.getByText('Less than a minute read')).toBeVisible();
      await expect(main.locator('article header time')).toHaveAttribute(
        'datetime',
        '2025-06-01T09:00:00.000Z',
      );
      await expect(main.getByText('Posted on June 1, 2025')).toBeVisible();
      await expect(main.getByRole('link', { name: 'Fixture Author' }).first()).toHaveAttribute(
        'href',
        '/blog/author/fixture-author',
      );
      await expect(main.getByRole('link', { name: 'Fixture Category' }).first()).toHaveAttribute(
        'href',
        '/blog/category/fixture-category',
      );
      await expect(main.getByRole('link', { name: 'Fixture Tag' })).toHaveAttribute(
        'href',
        '/blog/tag/fixture-tag',
      );
    });
    await test.step('the head carries BlogPosting data, the share image and the feed', async () => {
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: 'Fixture blog post one',
        datePublished: '2025-06-01T09:00:00.000Z',
        author: { '@type': 'Person', name: 'Fixture Author' },
      });
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /^https:\/\/.+\.jpg$/,
      );
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/blog/rss.xml');
    });
    await test.step('lists related articles, newest first, never itself', async () => {
      const related = page.getByRole('region', { name: 'Related articles' });
      await expect(related.getByRole('heading', { level: 3 })).toHaveText([
        'Fixture blog post two',
        'Fixture blog post Romeo',
        'Fixture blog post Papa',
      ]);
    });
    // Last: it leaves the page.
    await test.step('about the author links to their articles', async () => {
      const about = page.getByRole('complementary', { name: 'About the author' });
      await expect(about.getByText('Fixture author bio.')).toBeVisible();
      await about.getByRole('link', { name: 'Fixture Author' }).click();
      await expect(page).toHaveURL(/\/blog\/author\/fixture-author$/);
    });
  });

  test('counts minutes at 220 words per minute; the table of contents scrolls to a section below the top menu', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The link scrolls with the menu offset once React handles it; before, it is a plain jump.
    await gotoHydrated(page, '/blog/fixture-post-two');
    // 474 words: three minutes.
    await test.step('counts minutes at 220 words per minute', async () => {
      await expect(page.getByRole('main').getByText('3 min read')).toBeVisible();
    });
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText([
      'Fixture long section 1',
      'Fixture long section 2',
      'Fixture long section 3',
    ]);
    await toc.getByRole('link', { name: 'Fixture long section 2' }).click();
    await expect(page).toHaveURL(/#fixture-long-section-2$/);
    const heading = page.getByRole('heading', { name: 'Fixture long section 2' });
    await expect(heading).toBeFocused();
    const menuHeight = await page
      .locator('[data-top-menu]')
      .evaluate((menu) => menu.getBoundingClientRect().height);
    // The page scrolls by whole pixels, so the heading lands within half a pixel of the menu.
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeCloseTo(menuHeight, 0);
  });

  test(
    'the body renders safely: no script, no javascript: link, no raw HTML',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await page.goto('/blog/fixture-post-alpha');
      // The article's own text (the Markdown body), not the pictures of the cards around it.
      const body = page.locator('[data-pagefind-body]');
      await expect(body.getByText('fixture unsafe link')).toBeVisible();
      await expect(body.locator('script, img[onerror], a[href^="javascript"]')).toHaveCount(0);
      expect(await page.evaluate(() => 'fixtureInjected' in window)).toBe(false);
    },
  );
});

test.describe('authors, categories and tags', () => {
  test('an author listing has pages, with page 1 at the base address', async ({ page }) => {
    await page.goto('/blog/author/fixture-author');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles by Fixture Author');
    await expect(cardTitles(page)).toHaveCount(9);
    await pagination(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\/author\/fixture-author\/2$/);
    await expect(cardTitles(page)).toHaveCount(3);
    expect(await redirectOf(page, '/blog/author/fixture-author/1')).toEqual({
      status: 301,
      location: '/blog/author/fixture-author',
    });
  });

  test('an author page past the end is a 404', { tag: '@any-viewport' }, async ({ page }) => {
    allowConsoleErrors(page, /the server responded with a status of 404/);
    expect((await page.goto('/blog/author/fixture-author/3'))?.status()).toBe(404);
  });

  test('the categories page lists every category with its number of articles', async ({ page }) => {
    await page.goto('/blog/categories');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Fixture Category',
      'Fixture Second Category',
    ]);
    await expect(main.getByText('11 articles')).toBeVisible();
    await expect(main.getByText('9 articles')).toBeVisible();
    await main.getByRole('link', { name: 'Fixture Category', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/category\/fixture-category$/);
  });

  // One page goes through them in turn: the site's scripts come from its cache after the first.
  test(
    'the category and tag listings, one after another: pages and the short tag form',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await test.step('a category listing has pages', async () => {
        await page.goto('/blog/category/fixture-category');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture Category');
        await expect(page.getByText('Fixture category description.')).toBeVisible();
        await expect(cardTitles(page)).toHaveCount(9);
        await page.goto('/blog/category/fixture-category/2');
        await expect(cardTitles(page)).toHaveCount(2);
        expect(await redirectOf(page, '/blog/category/fixture-category/1')).toEqual({
          status: 301,
          location: '/blog/category/fixture-category',
        });
      });

      await test.step('a tag listing lives at /blog/tag/{tag}, with pages', async () => {
        await page.goto('/blog/tag/fixture-tag');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tagged: Fixture Tag');
        await expect(cardTitles(page)).toHaveCount(9);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          /\/blog\/tag\/fixture-tag$/,
        );
        await page.goto('/blog/tag/fixture-tag/2');
        await expect(cardTitles(page)).toHaveCount(2);
      });

      await test.step('the short tag form /tag/{tag}[/{n}] redirects to the canonical one', async () => {
        expect(await redirectOf(page, '/tag/fixture-tag')).toEqual({
          status: 301,
          location: '/blog/tag/fixture-tag',
        });
        expect(await redirectOf(page, '/tag/fixture-tag/2')).toEqual({
          status: 301,
          location: '/blog/tag/fixture-tag/2',
        });
        expect(await redirectOf(page, '/tag/fixture-tag/1')).toEqual({
          status: 301,
          location: '/blog/tag/fixture-tag',
        });
        await page.goto('/tag/fixture-tag/2');
        await expect(page).toHaveURL(/\/blog\/tag\/fixture-tag\/2$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tagged: Fixture Tag');
      });
    },
  );
});

test.describe('feed', () => {
  test(
    'every blog page links the RSS feed, which lists the newest posts',
    { tag: '@any-viewport' },
    async ({ page }) => {
      for (const path of ['/blog', '/blog/categories', '/blog/tag/fixture-tag']) {
        await page.goto(path);
        await expect(
          page.locator('link[rel="alternate"][type="application/rss+xml"]'),
        ).toHaveAttribute('href', '/blog/rss.xml');
      }
      const feed = await page.request.get('/blog/rss.xml');
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml.match(/<item>/g)).toHaveLength(20);
      expect(xml.indexOf('Fixture blog post two')).toBeLessThan(
        xml.indexOf('Fixture blog post one'),
      );
    },
  );
});
