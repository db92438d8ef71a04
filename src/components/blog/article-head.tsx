import { paths } from '../../lib/paths';
import { seoImage } from '../layout/seo-head';
import { imageSrc } from '../ui/image-src';
import { BlogHead } from './blog-head';
import { blogPostingJsonLd, scriptSafeJson } from './json-ld';

/** The article's own title, excerpt and picture fill what its SEO entry leaves out. */
export const ArticleHead = ({ post }: { post: Queries.BlogArticleFragment }) => {
  const share = seoImage(post.seo) ?? post.heroImage?.localFile?.childImageSharp?.share;
  const description = post.seo?.description ?? post.excerpt;
  const jsonLd = blogPostingJsonLd({
    title: post.title,
    description,
    slug: post.slug,
    publishDate: post.publishDate,
    author: post.author,
    category: post.category,
    tags: post.tags ?? [],
    imagePath: share ? imageSrc(share) : null,
    wordCount: post.body.childMarkdown?.readingTime.words ?? 0,
  });
  return (
    <BlogHead
      title={post.seo?.title ?? post.title}
      description={description}
      path={paths.blogPost(post.slug)}
      image={share}
      noindex={post.seo?.noindex}
    >
      <meta property="article:published_time" content={post.publishDate} />
      <meta property="article:author" content={post.author.name} />
      <meta property="article:section" content={post.category.name} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(jsonLd) }}
      />
    </BlogHead>
  );
};
