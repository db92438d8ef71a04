import { BLOG } from '../../src/lib/config/blog';
import { BLOG_TEMPLATES, pageCount, planBlog, planBlogRedirects, type BlogPostRef } from './blog';
import type { ListingContext } from '../../src/lib/page-contexts';

const author = (slug: string) => ({ id: `author-${slug}`, slug });
const category = (slug: string) => ({ id: `category-${slug}`, slug });
const tag = (slug: string) => ({ id: `tag-${slug}`, slug });

const ANA = author('ana');
const BEN = author('ben');
const HIRING = category('hiring');
const SUPPORT = category('support');
const PAY = tag('fair-pay');
const REMOTE = tag('remote');
const EMPTY = tag('empty');

/** Post n is published on day n of 2025, so post 1 is the oldest. */
const post = (n: number, overrides: Partial<BlogPostRef> = {}): BlogPostRef => ({
  id: `post-${n}`,
  slug: `post-${n}`,
  publishDate: new Date(Date.UTC(2025, 0, n)).toISOString(),
  author: ANA,
  category: HIRING,
  tags: [],
  ...overrides,
});

const data = (posts: BlogPostRef[]): Queries.BlogRoutesQuery => ({
  allContentfulBlogPost: { nodes: posts },
  allContentfulAuthor: { nodes: [ANA, BEN] },
  allContentfulCategory: { nodes: [HIRING, SUPPORT] },
  allContentfulBlogTag: { nodes: [PAY, REMOTE, EMPTY] },
});

/** 7 posts: 1–5 by Ana about hiring; 6–7 by Ben about support; even posts tagged fair pay. */
const POSTS = Array.from({ length: 7 }, (_, i) =>
  post(i + 1, {
    author: i < 5 ? ANA : BEN,
    category: i < 5 ? HIRING : SUPPORT,
    tags: (i + 1) % 2 === 0 ? [PAY] : null,
  }),
);
const PAGE_SIZE = 3;
const pages = planBlog(data(POSTS), PAGE_SIZE);
const page = (path: string) => pages.find((p) => p.path === path);
const listing = (path: string) => page(path)?.context as ListingContext | undefined;
const paths = pages.map((p) => p.path);

describe('the blog page size', () => {
  it('is set once, in site-config', () => {
    expect(BLOG.pageSize).toBe(9);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
  });
});

describe('planBlog', () => {
  describe('the blog listing', () => {
    it('has page 1 at /blog and page n at /blog/page/n, newest first', () => {
      expect(listing('/blog')).toEqual({
        ids: ['post-7', 'post-6', 'post-5'],
        pageNumber: 1,
        pageCount: 3,
      });
      expect(listing('/blog/page/2')?.ids).toEqual(['post-4', 'post-3', 'post-2']);
      expect(listing('/blog/page/3')).toEqual({ ids: ['post-1'], pageNumber: 3, pageCount: 3 });
      expect(page('/blog')?.component).toBe(BLOG_TEMPLATES.list);
    });

    it('makes no second copy of page 1 and nothing past the last page', () => {
      expect(paths).not.toContain('/blog/page/1');
      expect(paths).not.toContain('/blog/page/4');
    });

    it('still has one (empty) page without posts', () => {
      const empty = planBlog(data([]), PAGE_SIZE);
      expect(empty.find((p) => p.path === '/blog')?.context).toEqual({
        ids: [],
        pageNumber: 1,
        pageCount: 1,
      });
    });

    it('sorts by date whatever order the query returned', () => {
      const shuffled = planBlog(data([...POSTS].reverse()), PAGE_SIZE);
      expect(shuffled.find((p) => p.path === '/blog')?.context).toMatchObject({
        ids: ['post-7', 'post-6', 'post-5'],
      });
    });
  });

  describe('articles', () => {
    it('are at /blog/{slug} with their related articles, newest first, never themselves', () => {
      expect(page('/blog/post-3')).toEqual({
        path: '/blog/post-3',
        component: BLOG_TEMPLATES.post,
        // Same category (hiring), or the fair-pay tag it does not have: hiring posts only.
        context: { id: 'post-3', relatedIds: ['post-5', 'post-4', 'post-2'] },
      });
      // Post 6 (support, fair pay): post 7 shares the category, posts 4 and 2 the tag.
      expect(page('/blog/post-6')?.context).toEqual({
        id: 'post-6',
        relatedIds: ['post-7', 'post-4', 'post-2'],
      });
    });

    it('cannot take a slug that a listing uses', () => {
      for (const slug of ['page', 'author', 'categories', 'category', 'tag', 'search']) {
        expect(() => planBlog(data([post(1, { slug })]))).toThrow(`"${slug}" is reserved`);
      }
    });
  });

  describe('author listings', () => {
    it('are at /blog/author/{slug} and /blog/author/{slug}/{n}', () => {
      expect(listing('/blog/author/ana')).toEqual({
        authorId: 'author-ana',
        ids: ['post-5', 'post-4', 'post-3'],
        pageNumber: 1,
        pageCount: 2,
      });
      expect(listing('/blog/author/ana/2')?.ids).toEqual(['post-2', 'post-1']);
      expect(listing('/blog/author/ben')?.ids).toEqual(['post-7', 'post-6']);
      expect(paths).not.toContain('/blog/author/ana/1');
      expect(paths).not.toContain('/blog/author/ana/3');
      expect(paths).not.toContain('/blog/author/ben/2');
    });
  });

  describe('categories', () => {
    it('are listed at /blog/categories with their post counts', () => {
      expect(page('/blog/categories')?.context).toEqual({
        postCounts: { 'category-hiring': 5, 'category-support': 2 },
      });
    });

    it('have listings at /blog/category/{slug}[/{n}]', () => {
      expect(listing('/blog/category/hiring')).toMatchObject({
        categoryId: 'category-hiring',
        pageCount: 2,
      });
      expect(listing('/blog/category/hiring/2')?.ids).toEqual(['post-2', 'post-1']);
      expect(listing('/blog/category/support')?.ids).toEqual(['post-7', 'post-6']);
      expect(paths).not.toContain('/blog/category/hiring/3');
    });
  });

  describe('tag listings', () => {
    it('are at the canonical /blog/tag/{slug}[/{n}]', () => {
      expect(listing('/blog/tag/fair-pay')).toEqual({
        tagId: 'tag-fair-pay',
        ids: ['post-6', 'post-4', 'post-2'],
        pageNumber: 1,
        pageCount: 1,
      });
      expect(listing('/blog/tag/empty')).toMatchObject({ ids: [], pageCount: 1 });
      expect(paths.some((p) => p.startsWith('/tag/'))).toBe(false);
    });
  });

  describe('search', () => {
    it('is a page at /blog/search, and one client-side page for every /blog/search/{n}', () => {
      expect(page('/blog/search')).toEqual({
        path: '/blog/search',
        component: BLOG_TEMPLATES.search,
        context: { noindex: true },
      });
      expect(page('/blog/search/[...]')).toEqual({
        path: '/blog/search/[...]',
        matchPath: '/blog/search/*',
        component: BLOG_TEMPLATES.search,
        context: { noindex: true },
      });
    });
  });

  it('claims every path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('planBlogRedirects', () => {
  const many = Array.from({ length: 7 }, (_, i) => post(i + 1, { tags: [REMOTE] }));
  const redirects = planBlogRedirects(data(many), PAGE_SIZE);
  const target = (from: string) => redirects.find((r) => r.from === from)?.to;

  it('sends page 1 of every listing to its base address', () => {
    expect(target('/blog/page/1')).toBe('/blog');
    expect(target('/blog/author/ana/1')).toBe('/blog/author/ana');
    expect(target('/blog/author/ben/1')).toBe('/blog/author/ben');
    expect(target('/blog/category/hiring/1')).toBe('/blog/category/hiring');
    expect(target('/blog/tag/remote/1')).toBe('/blog/tag/remote');
    expect(target('/blog/search/1')).toBe('/blog/search');
  });

  it('sends every page of the short tag form to the canonical one', () => {
    expect(target('/tag/remote')).toBe('/blog/tag/remote');
    expect(target('/tag/remote/1')).toBe('/blog/tag/remote');
    expect(target('/tag/remote/2')).toBe('/blog/tag/remote/2');
    expect(target('/tag/remote/3')).toBe('/blog/tag/remote/3');
    expect(target('/tag/remote/4')).toBeUndefined();
    expect(target('/tag/empty')).toBe('/blog/tag/empty');
  });

  it('never redirects from a path that is a page, nor to one that is not', () => {
    const planned = new Set(planBlog(data(many), PAGE_SIZE).map((p) => p.path));
    for (const { from, to } of redirects) {
      expect(planned.has(from)).toBe(false);
      expect(planned.has(to)).toBe(true);
    }
  });

  it('are all permanent moves', () => {
    expect(new Set(redirects.map((r) => r.status))).toEqual(new Set([301]));
  });
});
