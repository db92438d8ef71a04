import { graphql, Link } from 'gatsby';
import { paths } from '../../lib/paths';
import { colors, fontSizes, space } from '../../styles/tokens';
import { Card } from '../ui/card';
import { CmsImage } from '../ui/cms-image';
import { SLOT_SIZES } from '../ui/slot-sizes';
import { cardGrid, isAboveTheFoldCard } from './list-styles';

export const query = graphql`
  fragment BlogPostCard on ContentfulBlogPost {
    title
    slug
    excerpt
    publishDate
    publishDateText
    author {
      name
      slug
    }
    category {
      name
      slug
    }
    heroImage {
      localFile {
        childImageSharp {
          # 720 px wide among the files: a phone's 372 px slot at 1.75 device pixels needs 651.
          gatsbyImageData(
            width: 480
            aspectRatio: 1.7778
            layout: CONSTRAINED
            outputPixelDensities: [0.25, 0.5, 1, 1.5, 2]
          )
        }
      }
    }
  }
`;

export const PostCard = ({
  post,
  headingLevel = 2,
  priority = false,
}: {
  post: Queries.BlogPostCardFragment;
  headingLevel?: 2 | 3;
  /** Above the fold on first load: its picture is fetched first. */
  priority?: boolean;
}) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" flush css={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* The title says what the picture shows, so the picture is decorative here. */}
      <CmsImage
        image={post.heroImage?.localFile?.childImageSharp?.gatsbyImageData}
        alt=""
        sizes={SLOT_SIZES.cardGrid}
        priority={priority}
      />
      <div css={{ padding: space(5), display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
        <p css={{ margin: `0 0 ${space(2)}`, fontSize: fontSizes.xs, fontWeight: 600 }}>
          <Link to={paths.blogCategory(post.category.slug)} css={{ color: colors.coralDark }}>
            {post.category.name}
          </Link>
        </p>
        <Heading css={{ fontSize: fontSizes.xl, margin: `0 0 ${space(3)}` }}>
          <Link
            to={paths.blogPost(post.slug)}
            css={{
              color: colors.ink,
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {post.title}
          </Link>
        </Heading>
        <p css={{ color: colors.inkSoft, flexGrow: 1 }}>{post.excerpt}</p>
        <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.inkSoft }}>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {' · '}
          <Link to={paths.blogAuthor(post.author.slug)} css={{ color: colors.teal }}>
            {post.author.name}
          </Link>
        </p>
      </div>
    </Card>
  );
};

/** `opensPage`: only then is the first card's picture fetched first. */
export const PostList = ({
  posts,
  headingLevel = 2,
  label,
  opensPage = false,
}: {
  posts: readonly Queries.BlogPostCardFragment[];
  headingLevel?: 2 | 3;
  label?: string;
  opensPage?: boolean;
}) =>
  posts.length === 0 ? (
    <p>No articles here yet.</p>
  ) : (
    <ul aria-label={label} css={cardGrid}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            priority={opensPage && isAboveTheFoldCard(index)}
          />
        </li>
      ))}
    </ul>
  );
