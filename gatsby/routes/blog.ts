/** The blog's pages, and the 301 redirects that keep every listing at one address. */
import path from 'node:path';
import type { ListingContext } from '../../src/lib/page-contexts';
import { paths } from '../../src/lib/paths';
import { byNewest, relatedArticles } from '../../src/lib/related-articles';
import { BLOG } from '../../src/lib/config/blog';
import { moved, type RedirectRule } from '../redirects';
import { defineRouteFamily, type PlannedPage } from './route-family';

export type BlogPostRef = Queries.BlogRoutesQuery['allContentfulBlogPost']['nodes'][number];

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

/** At least one, so an empty listing exists. */
export const pageCount = (count: number, pageSize: number = BLOG.pageSize): number =>
  Math.max(1, Math.ceil(count / pageSize));

interface Listing {
  pathOf: (page: number) => string;
  component: string;
  extra: Record<string, unknown>;
  posts: readonly BlogPostRef[];
}

const listingsOf = (data: Queries.BlogRoutesQuery, posts: readonly BlogPostRef[]) => ({
  all: { pathOf: paths.blogPage, component: BLOG_TEMPLATES.list, extra: {}, posts },
  authors: data.allContentfulAuthor.nodes.map((author) => ({
    pathOf: (page: number) => paths.blogAuthor(author.slug, page),
    component: BLOG_TEMPLATES.author,
    extra: { authorId: author.id },
    posts: posts.filter((post) => post.author.id === author.id),
  })),
  categories: data.allContentfulCategory.nodes.map((category) => ({
    pathOf: (page: number) => paths.blogCategory(category.slug, page),
    component: BLOG_TEMPLATES.category,
    extra: { categoryId: category.id },
    posts: posts.filter((post) => post.category.id === category.id),
  })),
  tags: data.allContentfulBlogTag.nodes.map((tag) => ({
    pathOf: (page: number) => paths.blogTag(tag.slug, page),
    shortPathOf: (page: number) => paths.blogTagShort(tag.slug, page),
    component: BLOG_TEMPLATES.tag,
    extra: { tagId: tag.id },
    posts: posts.filter((post) => (post.tags ?? []).some((postTag) => postTag.id === tag.id)),
  })),
});

const paginate = (listing: Listing, pageSize: number): PlannedPage[] => {
  const count = pageCount(listing.posts.length, pageSize);
  return Array.from({ length: count }, (_, index) => {
    const context: ListingContext = {
      ...listing.extra,
      ids: listing.posts.slice(index * pageSize, (index + 1) * pageSize).map((post) => post.id),
      pageNumber: index + 1,
      pageCount: count,
    };
    return { path: listing.pathOf(index + 1), component: listing.component, context };
  });
};

const toRelatable = (post: BlogPostRef) => ({
  id: post.id,
  publishDate: post.publishDate,
  categoryId: post.category.id,
  tagIds: (post.tags ?? []).map((tag) => tag.id),
});

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
  const listings = listingsOf(data, posts);
  const pagesOf = (listing: Listing) => paginate(listing, pageSize);

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

  return [
    ...pagesOf(listings.all),
    ...articles,
    ...listings.authors.flatMap(pagesOf),
    {
      path: paths.blogCategories(),
      component: BLOG_TEMPLATES.categories,
      context: {
        postCounts: Object.fromEntries(
          listings.categories.map((listing) => [listing.extra.categoryId, listing.posts.length]),
        ),
      },
    },
    ...listings.categories.flatMap(pagesOf),
    ...listings.tags.flatMap(pagesOf),
    // "[...]" is the Netlify adapter's file name, so incremental builds find its page data.
    { path: paths.blogSearch(), component: BLOG_TEMPLATES.search, context: { noindex: true } },
    {
      path: `${paths.blogSearch()}/[...]`,
      matchPath: `${paths.blogSearch()}/*`,
      component: BLOG_TEMPLATES.search,
      context: { noindex: true },
    },
  ];
};

export const planBlogRedirects = (
  data: Queries.BlogRoutesQuery,
  pageSize: number = BLOG.pageSize,
): RedirectRule[] => {
  const listings = listingsOf(data, data.allContentfulBlogPost.nodes);
  const firstPage = (pathOf: (page: number) => string): RedirectRule =>
    moved(pathOf(1) === paths.blog() ? `${paths.blog()}/page/1` : `${pathOf(1)}/1`, pathOf(1));
  return [
    firstPage(listings.all.pathOf),
    ...listings.authors.map((listing) => firstPage(listing.pathOf)),
    ...listings.categories.map((listing) => firstPage(listing.pathOf)),
    ...listings.tags.flatMap((listing) => [
      firstPage(listing.pathOf),
      moved(listing.shortPathOf(1), listing.pathOf(1)),
      moved(`${listing.shortPathOf(1)}/1`, listing.pathOf(1)),
      ...Array.from({ length: pageCount(listing.posts.length, pageSize) - 1 }, (_, index) =>
        moved(listing.shortPathOf(index + 2), listing.pathOf(index + 2)),
      ),
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
  redirects: (data) => planBlogRedirects(data),
});
