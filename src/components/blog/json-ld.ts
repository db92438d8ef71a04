import { absoluteUrl, paths } from '../../lib/paths';
import { SITE_TITLE } from '../../lib/site-config';
import { siteUrl as bundledSiteUrl } from '../../settings/browser';

export interface BlogPostingInput {
  title: string;
  description: string;
  slug: string;
  publishDate: string;
  author: { name: string; slug: string };
  category: { name: string };
  tags: readonly { name: string }[];
  imagePath?: string | null;
  wordCount: number;
}

export const blogPostingJsonLd = (post: BlogPostingInput, siteUrl: string = bundledSiteUrl()) => {
  const url = absoluteUrl(paths.blogPost(post.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishDate,
    author: {
      '@type': 'Person',
      name: post.author.name,
      url: absoluteUrl(paths.blogAuthor(post.author.slug), siteUrl),
    },
    publisher: { '@type': 'Organization', name: SITE_TITLE, url: siteUrl },
    articleSection: post.category.name,
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
    ...(post.imagePath ? { image: [`${siteUrl}${post.imagePath}`] } : {}),
    wordCount: post.wordCount,
    inLanguage: 'en',
  };
};

/** JSON for a <script> element: "<" escaped so the text can never close the element. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
