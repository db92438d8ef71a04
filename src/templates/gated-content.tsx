import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { SeoHead } from '../components/layout/seo-head';
import { Container } from '../components/ui/container';
import { Markdown } from '../components/ui/markdown';
import { paths } from '../lib/paths';
import { DOWNLOAD_REQUEST_EMAIL } from '../lib/site-config';
import { Sections } from '../sections/registry';
import { colors, mq, radii, shadows, space } from '../styles/tokens';

export const query = graphql`
  query GatedContent($id: String!) {
    contentfulGatedContent(id: { eq: $id }) {
      slug
      name
      headline
      intro {
        childMarkdown {
          html
        }
      }
      cover {
        title
        description
        localFile {
          childImageSharp {
            gatsbyImageData(width: 480, quality: 85, formats: [AUTO, WEBP])
          }
        }
      }
      seo {
        ...PageSeo
      }
      sections {
        ...PageSections
      }
    }
  }
`;

/**
 * A download page: what the reader gets, and how to get it. Until the gated-content form
 * is built, readers ask for their copy by e-mail.
 */
const GatedContent = ({ data }: PageProps<Queries.GatedContentQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  const mailto = `mailto:${DOWNLOAD_REQUEST_EMAIL}?subject=${encodeURIComponent(`Please send me: ${page.name}`)}`;
  return (
    <InjectedPageLayout eyebrow="Free download" heading={page.headline} image={page.cover}>
      <Container>
        <div
          css={{
            display: 'grid',
            gap: space(10),
            paddingBlock: space(12),
            [mq.md]: { gridTemplateColumns: '7fr 5fr' },
          }}
        >
          <Markdown html={page.intro.childMarkdown?.html ?? ''} />
          <aside
            aria-labelledby="get-your-copy"
            css={{
              background: colors.white,
              borderRadius: radii.medium,
              boxShadow: shadows.card,
              padding: space(6),
              alignSelf: 'start',
            }}
          >
            <h2 id="get-your-copy" css={{ fontSize: '1.3rem' }}>
              Get your copy
            </h2>
            <p>
              Write to us and we will send it to your work e-mail address, usually within a few
              minutes.
            </p>
            <a href={mailto} css={{ fontWeight: 600 }}>
              Ask for “{page.name}” by e-mail
            </a>
          </aside>
        </div>
      </Container>
      <Sections sections={page.sections ?? []} />
    </InjectedPageLayout>
  );
};

export default GatedContent;

export const Head = ({ data }: HeadProps<Queries.GatedContentQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  return (
    <SeoHead
      title={page.seo.title}
      description={page.seo.description}
      path={paths.gatedContent(page.slug)}
      image={page.seo.image?.localFile?.childImageSharp?.gatsbyImageData}
      noindex={page.seo.noindex}
    />
  );
};
