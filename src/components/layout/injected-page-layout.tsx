import type { ReactNode } from 'react';
import { CmsImage, assetAlt } from '../ui/cms-image';
import { Container } from '../ui/container';
import { mediaSplit, mediaSplitImageSizes } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { colors, fontSizes, mq, radii, space } from '../../styles/tokens';
import { Layout } from './layout';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

interface CmsAsset {
  title: string | null;
  description: string | null;
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

interface InjectedPageLayoutProps {
  eyebrow: string;
  heading: string;
  summary?: string | null;
  logo?: CmsAsset | null;
  image?: CmsAsset | null;
  back?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The injected-page layout: the site frame with a fixed page header (the one h1) into which
 * editors' sections are injected below. Case studies and downloads use it.
 */
export const InjectedPageLayout = ({
  eyebrow,
  heading,
  summary,
  logo,
  image,
  back,
  children,
}: InjectedPageLayoutProps) => (
  <Layout>
    <section
      css={{
        background: colors.sandLight,
        paddingBlock: space(12),
        [mq.md]: { paddingBlock: space(16) },
      }}
    >
      <Container>
        {back && (
          <p css={{ margin: `0 0 ${space(6)}` }}>
            <SmartLink to={back.to}>← {back.label}</SmartLink>
          </p>
        )}
        <div css={mediaSplit(Boolean(image))}>
          <div>
            {/* Small beside the header's picture, which goes first (the largest paint). */}
            {logo ? (
              <CmsImage
                image={logo.localFile?.childImageSharp?.gatsbyImageData}
                alt={assetAlt(logo)}
              />
            ) : null}
            <p
              css={{
                fontWeight: 700,
                color: colors.coralDark,
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
                fontSize: fontSizes.xs,
              }}
            >
              {eyebrow}
            </p>
            <h1 css={{ fontSize: fontSizes.display }}>{heading}</h1>
            {summary && (
              <p css={{ fontSize: fontSizes.lg, color: colors.inkSoft, maxWidth: '48ch' }}>
                {summary}
              </p>
            )}
          </div>
          {image && (
            <div css={{ borderRadius: radii.large, overflow: 'hidden' }}>
              <CmsImage
                image={image.localFile?.childImageSharp?.gatsbyImageData}
                alt={assetAlt(image)}
                priority
                sizes={mediaSplitImageSizes('column')}
              />
            </div>
          )}
        </div>
      </Container>
    </section>
    {children}
  </Layout>
);
