import { graphql, Link } from 'gatsby';
import { useId } from 'react';
import { paths } from '../../lib/paths';
import { colors, fontSizes, radii, space } from '../../styles/tokens';
import { CmsImage } from '../ui/cms-image';

export const query = graphql`
  fragment AuthorAvatar on ContentfulAuthor {
    avatar {
      localFile {
        childImageSharp {
          # The avatar preset of the specification: 70 x 70, cover, WebP, quality 90.
          gatsbyImageData(
            width: 70
            height: 70
            layout: FIXED
            formats: [WEBP]
            quality: 90
            transformOptions: { fit: COVER, cropFocus: CENTER }
            placeholder: NONE
          )
        }
      }
    }
  }

  fragment AuthorCard on ContentfulAuthor {
    name
    slug
    bio
    ...AuthorAvatar
  }
`;

/** Decorative: the author's name is always next to it. */
export const AuthorAvatar = ({ author }: { author: Queries.AuthorAvatarFragment }) => (
  <CmsImage
    image={author.avatar?.localFile?.childImageSharp?.gatsbyImageData}
    alt=""
    css={{ borderRadius: '50%', flexShrink: 0 }}
  />
);

export const AuthorHeading = ({ author }: { author: Queries.AuthorCardFragment }) => (
  <span css={{ display: 'flex', alignItems: 'center', gap: space(4) }}>
    <AuthorAvatar author={author} />
    <span>Articles by {author.name}</span>
  </span>
);

export const AuthorCard = ({ author }: { author: Queries.AuthorCardFragment }) => {
  // A generated id cannot collide with the ids of the article's headings.
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      css={{
        display: 'flex',
        gap: space(4),
        alignItems: 'flex-start',
        padding: space(6),
        background: colors.sandLight,
        borderRadius: radii.medium,
        marginTop: space(10),
      }}
    >
      <AuthorAvatar author={author} />
      <div>
        <h2 id={headingId} css={{ fontSize: fontSizes.lg, margin: `0 0 ${space(2)}` }}>
          About the author
        </h2>
        <p css={{ margin: `0 0 ${space(2)}`, fontWeight: 600 }}>
          <Link to={paths.blogAuthor(author.slug)} css={{ color: colors.teal }}>
            {author.name}
          </Link>
        </p>
        {author.bio && <p css={{ margin: 0, color: colors.inkSoft }}>{author.bio}</p>}
      </div>
    </aside>
  );
};
