/** The blog's RSS 2.0 feed, written after the build. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { absoluteUrl, paths } from '../src/lib/paths';
import { LANGUAGE } from '../src/lib/site-config';
import { siteUrl as buildSiteUrl } from '../src/settings/build';
import { BLOG, BLOG_MESSAGES } from '../src/lib/config/blog';

export type FeedPost = Queries.BlogFeedQuery['allContentfulBlogPost']['nodes'][number];

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // eslint-disable-next-line no-control-regex -- removes the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export const renderRssFeed = (
  posts: readonly FeedPost[],
  siteUrl: string = buildSiteUrl(),
): string => {
  const blogUrl = absoluteUrl(paths.blog(), siteUrl);
  const feedUrl = absoluteUrl(paths.blogFeed(), siteUrl);
  const items = posts.map((post) => {
    const url = absoluteUrl(paths.blogPost(post.slug), siteUrl);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(post.publishDate).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      `      <category>${escapeXml(post.category.name)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(BLOG_MESSAGES.feedTitle)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(BLOG_MESSAGES.blogDescription)}</description>`,
    `    <language>${LANGUAGE}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest
      ? [`    <lastBuildDate>${new Date(newest.publishDate).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
};

const FEED_QUERY = /* GraphQL */ `
  query BlogFeed($limit: Int!) {
    allContentfulBlogPost(sort: [{ publishDate: DESC }, { id: ASC }], limit: $limit) {
      nodes {
        title
        slug
        excerpt
        publishDate
        author {
          name
        }
        category {
          name
        }
      }
    }
  }
`;

export const writeBlogFeed = async ({
  graphql,
  reporter,
}: Pick<BuildArgs, 'graphql' | 'reporter'>): Promise<void> => {
  const result = await graphql<Queries.BlogFeedQuery, Queries.BlogFeedQueryVariables>(FEED_QUERY, {
    limit: BLOG.feedSize,
  });
  if (result.errors || !result.data) {
    reporter.panic('Querying the posts for the RSS feed failed', result.errors);
    return;
  }
  const file = path.join('public', paths.blogFeed());
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderRssFeed(result.data.allContentfulBlogPost.nodes));
  reporter.info(`Blog feed: ${result.data.allContentfulBlogPost.nodes.length} posts in ${file}`);
};
