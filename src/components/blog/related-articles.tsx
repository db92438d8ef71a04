import { useId } from 'react';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { space } from '../../styles/tokens';
import { PostList } from './post-card';

/** Articles of the same category or with a shared tag, newest first (planned at build time). */
export const RelatedArticles = ({ posts }: { posts: readonly Queries.BlogPostCardFragment[] }) => {
  const headingId = useId();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-pagefind-ignore="all" css={{ marginTop: space(14) }}>
      <h2 id={headingId}>{BLOG_MESSAGES.relatedTitle}</h2>
      <PostList posts={posts} headingLevel={3} />
    </section>
  );
};
