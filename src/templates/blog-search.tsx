import type { HeadProps, PageProps } from 'gatsby';
import { BlogHead } from '../components/blog/blog-head';
import { BlogSearchPage } from '../components/blog/search-page';
import { paths } from '../lib/paths';
import { BLOG_MESSAGES } from '../lib/config/blog';

type Props = PageProps<object, object, unknown, { '*'?: string }>;

/** Blog search, at "/blog/search" and "/blog/search/{n}" (a client-only route). */
const BlogSearch = ({ location, params }: Props) => (
  <BlogSearchPage splat={params['*']} search={location.search} pathname={location.pathname} />
);

export default BlogSearch;

export const Head = (_props: HeadProps) => (
  <BlogHead
    title={BLOG_MESSAGES.searchTitle}
    description="Search every article of the Ethical Global Outsourcing blog."
    path={paths.blogSearch()}
    noindex
  />
);
