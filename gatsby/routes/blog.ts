/**
 * The blog's route family: articles, the paginated listings (all posts, by author, category
 * and tag), the category index and the search page; plus the 301 redirects that keep every
 * listing at one address. Plans are pure and unit-tested; paths come from src/lib/paths.ts.
 */
import path from 'node:path';
import type { ListingContext } from '../../src/lib/page-contexts';
import { paths } from '../../src/lib/paths';
import { byNewest, relatedArticles } from '../../src/lib/related-articles';
import { BLOG } from '../../src/lib/site-config';
import { defineRouteFamily, type PlannedPage } from './route-family';

/** An article as the plans see it: its address, date, author, category and tags. */
export type BlogPostRef = Queries.BlogRoutesQuery['allContentfulBlogPost']['nodes'][number];
type Ref = Queries.BlogRoutesQuery['allContentfulBlogTag']['nodes'][number];

export interface BlogRedirect {
  fromPath: string;
  toPath: string;
}

/** Second path segments after /blog/ that belong to listings, so no article may take them. */
export const RESERVED_POST_SLUGS = ['page', 'author', 'categories', 'category', 'tag', 'search'];

const template = (name: string) => path.resolve(`src/templates/blog-${name}.tsx`);
export const BLOG_TEMPLATES = {
  post: template('post'),
  list: template('list'),
  author: template('author'),
  categories: template('categories'),
  category: template('category'),
  tag: template('tag'),
  search: template('search'),
} as const;

/** The number of listing pages for `count` posts: at least one, so an empty listing exists. */
export const pageCount = (count: number, pageSize: number = BLOG.pageSize): number =>
  Math.max(1, Math.ceil(count / pageSize));

/**
 * Pages of one listing: page 1 at `pathOf(1)` (the base), page n at `pathOf(n)`; a page past
 * the end is simply not made, so it is a 404.
 */
const paginate = (
  posts: readonly { id: string }[],
  pathOf: (page: number) => string,
  component: string,
  extra: Record<string, unknown>,
  pageSize: number,
): PlannedPage[] => {
  const count = pageCount(posts.length, pageSize);
  return Array.from({ length: count }, (_, index) => {
    const context: ListingContext = {
      ...extra,
      ids: posts.slice(index * pageSize, (index + 1) * pageSize).map((post) => post.id),
      pageNumber: index + 1,
      pageCount: count,
    };
    return { path: pathOf(index + 1), component, context };
  });
};

const postsBy = (posts: readonly BlogPostRef[], matches: (post: BlogPostRef) => boolean) =>
  posts.filter(matches);

const toRelatable = (post: BlogPostRef) => ({
  id: post.id,
  publishDate: post.publishDate,
  categoryId: post.category.id,
  tagIds: (post.tags ?? []).map((tag) => tag.id),
});

/** Every page of the blog. Throws if an article's slug would shadow a listing. */
export const planBlog = (
  data: Queries.BlogRoutesQuery,
  pageSize: number = BLOG.pageSize,
): PlannedPage[] => {
  const posts = [...data.allContentfulBlogPost.nodes].sort(byNewest);
  const clash = posts.find((post) => RESERVED_POST_SLUGS.includes(post.slug));
  if (clash) {
    throw new Error(
      `The blog post slug "${clash.slug}" is reserved for a listing (${RESERVED_POST_SLUGS.join(', ')}); give the post another slug.`,
    );
  }
  const relatable = posts.map(toRelatable);

  const articles: PlannedPage[] = posts.map((post, index) => ({
    path: paths.blogPost(post.slug),
    component: BLOG_TEMPLATES.post,
    context: {
      id: post.id,
      relatedIds: relatedArticles(
        relatable[index] as (typeof relatable)[number],
        relatable,
        BLOG.relatedCount,
      ).map((related) => related.id),
    },
  }));

  const postCount = (matches: (post: BlogPostRef) => boolean) => postsBy(posts, matches).length;

  return [
    ...paginate(posts, paths.blogPage, BLOG_TEMPLATES.list, {}, pageSize),
    ...articles,
    ...data.allContentfulAuthor.nodes.flatMap((author) =>
      paginate(
        postsBy(posts, (post) => post.author.id === author.id),
        (page) => paths.blogAuthor(author.slug, page),
        BLOG_TEMPLATES.author,
        { authorId: author.id },
        pageSize,
      ),
    ),
    {
      path: paths.blogCategories(),
      component: BLOG_TEMPLATES.categories,
      context: {
        postCounts: Object.fromEntries(
          data.allContentfulCategory.nodes.map((category) => [
            category.id,
            postCount((post) => post.category.id === category.id),
          ]),
        ),
      },
    },
    ...data.allContentfulCategory.nodes.flatMap((category) =>
      paginate(
        postsBy(posts, (post) => post.category.id === category.id),
        (page) => paths.blogCategory(category.slug, page),
        BLOG_TEMPLATES.category,
        { categoryId: category.id },
        pageSize,
      ),
    ),
    ...data.allContentfulBlogTag.nodes.flatMap((tag) =>
      paginate(
        postsBy(posts, (post) => (post.tags ?? []).some((postTag) => postTag.id === tag.id)),
        (page) => paths.blogTag(tag.slug, page),
        BLOG_TEMPLATES.tag,
        { tagId: tag.id },
        pageSize,
      ),
    ),
    // Results depend on the query: /blog/search is a page, and one client-side page serves
    // every /blog/search/{n}. Its path is named like its route ("[...]"), the name the Netlify
    // adapter gives its files, so incremental builds find its page data where they left it.
    // Search results are not content of their own: kept out of the sitemap.
    { path: paths.blogSearch(), component: BLOG_TEMPLATES.search, context: { noindex: true } },
    {
      path: `${paths.blogSearch()}/[...]`,
      matchPath: `${paths.blogSearch()}/*`,
      component: BLOG_TEMPLATES.search,
      context: { noindex: true },
    },
  ];
};

/**
 * 301s that keep each listing at one address: "…/page/1" and "…/1" go to the listing's base,
 * and the short tag form "/tag/{tag}[/{n}]" to the canonical "/blog/tag/{tag}[/{n}]".
 */
export const planBlogRedirects = (
  data: Queries.BlogRoutesQuery,
  pageSize: number = BLOG.pageSize,
): BlogRedirect[] => {
  const posts = data.allContentfulBlogPost.nodes;
  const firstPage = (pathOf: (page: number) => string): BlogRedirect => ({
    fromPath: pathOf(1) === paths.blog() ? `${paths.blog()}/page/1` : `${pathOf(1)}/1`,
    toPath: pathOf(1),
  });
  const tagPages = (tag: Ref) =>
    pageCount(
      posts.filter((post) => (post.tags ?? []).some((postTag) => postTag.id === tag.id)).length,
      pageSize,
    );
  return [
    firstPage(paths.blogPage),
    ...data.allContentfulAuthor.nodes.map((author) =>
      firstPage((page) => paths.blogAuthor(author.slug, page)),
    ),
    ...data.allContentfulCategory.nodes.map((category) =>
      firstPage((page) => paths.blogCategory(category.slug, page)),
    ),
    ...data.allContentfulBlogTag.nodes.flatMap((tag) => [
      firstPage((page) => paths.blogTag(tag.slug, page)),
      { fromPath: paths.blogTagShort(tag.slug), toPath: paths.blogTag(tag.slug) },
      { fromPath: `${paths.blogTagShort(tag.slug)}/1`, toPath: paths.blogTag(tag.slug) },
      ...Array.from({ length: tagPages(tag) - 1 }, (_, index) => ({
        fromPath: paths.blogTagShort(tag.slug, index + 2),
        toPath: paths.blogTag(tag.slug, index + 2),
      })),
    ]),
    firstPage((page) => paths.blogSearch(page)),
  ];
};

export const blogPages = defineRouteFamily<Queries.BlogRoutesQuery>({
  name: 'blog',
  query: /* GraphQL */ `
    query BlogRoutes {
      allContentfulBlogPost {
        nodes {
          id
          slug
          publishDate
          author {
            id
            slug
          }
          category {
            id
            slug
          }
          tags {
            id
            slug
          }
        }
      }
      allContentfulAuthor {
        nodes {
          id
          slug
        }
      }
      allContentfulCategory {
        nodes {
          id
          slug
        }
      }
      allContentfulBlogTag {
        nodes {
          id
          slug
        }
      }
    }
  `,
  plan: (data) => planBlog(data),
  redirects: (data) =>
    planBlogRedirects(data).map(({ fromPath, toPath }) => ({
      from: fromPath,
      to: toPath,
      status: 301 as const,
    })),
});
