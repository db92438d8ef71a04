import { graphql } from 'gatsby';
import { SEARCH_BODY_ATTRIBUTE } from '../../lib/search-index';
import { mq, radii, space, widths } from '../../styles/tokens';
import { Layout } from '../layout/layout';
import { assetAlt, CmsImage } from '../ui/cms-image';
import { Container } from '../ui/container';
import { SLOT_SIZES } from '../ui/slot-sizes';
import { Markdown } from '../ui/markdown';
import { ArticleHeader } from './article-header';
import { ArticleTags } from './article-tags';
import { AuthorCard } from './author-card';
import { RelatedArticles } from './related-articles';
import { TableOfContents } from './table-of-contents';

export const fragment = graphql`
  fragment BlogArticle on ContentfulBlogPost {
    title
    slug
    excerpt
    publishDate
    publishDateText
    body {
      childMarkdown {
        html
        readingTime {
          words
          label
        }
        headings {
          id
          text
          level
        }
      }
    }
    author {
      ...AuthorCard
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
          # 750 px wide among the files: a phone's 372 px slot at 1.75 device pixels needs 651.
          hero: gatsbyImageData(
            width: 1200
            aspectRatio: 2
            layout: CONSTRAINED
            outputPixelDensities: [0.25, 0.5, 0.625, 1, 2]
          )
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
      ...PageSeo
    }
  }
`;

const searchBody = { [SEARCH_BODY_ATTRIBUTE]: '' };

export const Article = ({
  post,
  related,
}: {
  post: Queries.BlogArticleFragment;
  related: readonly Queries.BlogPostCardFragment[];
}) => {
  const markdown = post.body.childMarkdown;
  const html = markdown?.html ?? '';
  return (
    <Layout>
      <Container>
        <article css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) } }}>
          <div {...searchBody}>
            <ArticleHeader post={post} readingTime={markdown?.readingTime.label} />
            <CmsImage
              image={post.heroImage?.localFile?.childImageSharp?.hero}
              alt={assetAlt(post.heroImage)}
              priority
              sizes={SLOT_SIZES.contentWidth}
              css={{ marginTop: space(8), borderRadius: radii.medium }}
            />
            <div
              css={{
                display: 'grid',
                gap: space(10),
                marginTop: space(10),
                [mq.lg]: {
                  gridTemplateColumns: `minmax(0, 1fr) ${widths.narrow}`,
                  alignItems: 'start',
                },
              }}
            >
              {/* Each in its own cell from lg up, the contents (first in the HTML) on the
                  right: placed by the grid, not by order, so a page drawn before the body has
                  arrived (a slow phone draws as it parses) already shows them where they stay. */}
              <div
                css={{
                  [mq.lg]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: space(6) },
                }}
              >
                <TableOfContents entries={markdown?.headings ?? []} />
              </div>
              <Markdown
                html={html}
                css={{
                  [mq.lg]: { gridColumn: 1, gridRow: 1 },
                  'h2, h3, h4': { scrollMarginTop: space(25) },
                  '& > :first-child': { marginTop: 0 },
                }}
              />
            </div>
          </div>
          <ArticleTags tags={post.tags} />
          <AuthorCard author={post.author} />
        </article>
        <div css={{ paddingBottom: space(14) }}>
          <RelatedArticles posts={related} />
        </div>
      </Container>
    </Layout>
  );
};
