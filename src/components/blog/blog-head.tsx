import type { ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { paths } from '../../lib/paths';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { SeoHead } from '../layout/seo-head';

/** "Blog" on page 1, "Blog – page 2" after, so every page of a listing has its own title. */
export const listingTitle = (title: string, pageNumber: number): string =>
  pageNumber > 1 ? `${title} – page ${pageNumber}` : title;

export const BlogHead = ({
  title,
  description,
  path,
  image,
  noindex,
  children,
}: {
  title: string;
  description: string;
  path: string;
  image?: IGatsbyImageData | null;
  noindex?: boolean | null;
  children?: ReactNode;
}) => (
  <>
    <SeoHead title={title} description={description} path={path} image={image} noindex={noindex} />
    <link
      rel="alternate"
      type="application/rss+xml"
      title={BLOG_MESSAGES.feedTitle}
      href={paths.blogFeed()}
    />
    {children}
  </>
);
