import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { getSrc } from 'gatsby-plugin-image';
import { AuthorCard } from '../components/blog/author-card';
import { BlogHead } from '../components/blog/blog-head';
import { formatPostDate } from '../components/blog/format';
import { blogPostingJsonLd, scriptSafeJson } from '../components/blog/json-ld';
import { wrappingRow } from '../components/blog/list-styles';
import { RelatedArticles } from '../components/blog/related-articles';
import { TableOfContents } from '../components/blog/table-of-contents';
import { tableOfContents } from '../components/blog/toc';
import { Layout } from '../components/layout/layout';
import { assetAlt, CmsImage } from '../components/ui/cms-image';
import { Container } from '../components/ui/container';
import { Markdown } from '../components/ui/markdown';
import { paths } from '../lib/paths';
import { articleReadingTime, readingTimeLabel } from '../lib/reading-time';
import { colors, mq, radii, space } from '../styles/tokens';

export const query = graphql`
  query BlogPost($id: String!, $relatedIds: [String!]!) {
    contentfulBlogPost(id: { eq: $id }) {
      title
      slug
      excerpt
      publishDate
      body {
        childMarkdown {
          html
        }
      }
      author {
        name
        slug
        bio
        ...AuthorAvatar
      }
      category {
        name
        slug
      }
      tags {
        name
        slug
      }
      heroImage {
        title
        description
        localFile {
          childImageSharp {
            hero: gatsbyImageData(width: 1200, aspectRatio: 2, layout: CONSTRAINED)
            share: gatsbyImageData(
              width: 1200
              height: 630
              layout: FIXED
              formats: [JPG]
              quality: 85
            )
          }
        }
      }
      seo {
        title
        description
        noindex
        image {
          localFile {
            childImageSharp {
              gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], quality: 85)
            }
          }
        }
      }
    }
    related: blogPostsById(ids: $relatedIds) {
      ...BlogPostCard
    }
  }
`;

type Props = PageProps<Queries.BlogPostQuery>;

const metaStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(4)}`,
  margin: 0,
  color: colors.inkSoft,
  fontSize: '0.95rem',
} as const;

/** An article: title, author, date, reading time, contents, body, tags, author and related. */
const BlogPost = ({ data }: Props) => {
  const post = data.contentfulBlogPost;
  if (!post) return null;
  const html = post.body.childMarkdown?.html ?? '';
  const readingTime = articleReadingTime(html);
  const toc = tableOfContents(html);
  const tags = post.tags ?? [];
  return (
    <Layout>
      <Container>
        <article css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) } }}>
          <div data-pagefind-body="">
            <header css={{ maxWidth: '48rem' }}>
              <p css={{ margin: `0 0 ${space(3)}`, fontWeight: 600 }} data-pagefind-ignore="">
                <Link to={paths.blogCategory(post.category.slug)} css={{ color: colors.coralDark }}>
                  {post.category.name}
                </Link>
              </p>
              <h1 css={{ fontSize: '2.1rem', [mq.md]: { fontSize: '2.8rem' } }}>{post.title}</h1>
              <p css={{ fontSize: '1.2rem', color: colors.inkSoft }}>{post.excerpt}</p>
              <p css={metaStyle} data-pagefind-ignore="">
                <span>
                  By{' '}
                  <Link to={paths.blogAuthor(post.author.slug)} css={{ color: colors.teal }}>
                    {post.author.name}
                  </Link>
                </span>
                <span>
                  Posted on{' '}
                  <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time>
                </span>
                <span data-testid="reading-time">{readingTimeLabel(readingTime)}</span>
              </p>
            </header>
            <CmsImage
              image={post.heroImage?.localFile?.childImageSharp?.hero}
              alt={assetAlt(post.heroImage)}
              loading="eager"
              css={{ marginTop: space(8), borderRadius: radii.medium }}
            />
            <div
              css={{
                display: 'grid',
                gap: space(10),
                marginTop: space(10),
                [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem', alignItems: 'start' },
              }}
            >
              <div
                css={{
                  [mq.lg]: { order: 2, position: 'sticky', top: space(6) },
                }}
              >
                <TableOfContents entries={toc} />
              </div>
              <Markdown
                html={html}
                css={{
                  'h2, h3, h4': { scrollMarginTop: space(25) },
                  '& > :first-child': { marginTop: 0 },
                }}
              />
            </div>
          </div>
          {tags.length > 0 && (
            <div css={{ marginTop: space(10) }}>
              <h2 css={{ fontSize: '1rem', fontFamily: 'inherit', marginBottom: space(2) }}>
                Tags
              </h2>
              <ul css={wrappingRow}>
                {tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link
                      to={paths.blogTag(tag.slug)}
                      css={{
                        display: 'inline-block',
                        padding: `${space(1)} ${space(3)}`,
                        borderRadius: radii.pill,
                        background: colors.sandLight,
                        border: `1px solid ${colors.sand}`,
                        color: colors.tealDark,
                        textDecoration: 'none',
                        '&:hover': { textDecoration: 'underline' },
                      }}
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <AuthorCard author={post.author} />
        </article>
        <div css={{ paddingBottom: space(14) }}>
          <RelatedArticles posts={data.related} />
        </div>
      </Container>
    </Layout>
  );
};

export default BlogPost;

export const Head = ({ data }: HeadProps<Queries.BlogPostQuery>) => {
  const post = data.contentfulBlogPost;
  if (!post) return null;
  const share =
    post.seo?.image?.localFile?.childImageSharp?.gatsbyImageData ??
    post.heroImage?.localFile?.childImageSharp?.share;
  const description = post.seo?.description ?? post.excerpt;
  const html = post.body.childMarkdown?.html ?? '';
  const jsonLd = blogPostingJsonLd({
    title: post.title,
    description,
    slug: post.slug,
    publishDate: post.publishDate,
    author: post.author,
    category: post.category,
    tags: post.tags ?? [],
    imagePath: share ? getSrc(share) : null,
    wordCount: articleReadingTime(html).words,
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
