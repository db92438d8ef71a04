import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { mediaSplit } from '../ui/media-split';
import { SmartLink } from '../ui/smart-link';
import { colors, fontSizes, mq, space } from '../../styles/tokens';
import { Layout } from './layout';

interface InjectedPageLayoutProps {
  eyebrow: string;
  heading: string;
  summary?: string | null;
  /** The customer's logo, above the eyebrow (`InjectedPageLogo`, ./injected-page-media.tsx). */
  logo?: ReactNode;
  /** The header's picture, beside the text (`InjectedPagePicture`). */
  picture?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}

/**
 * The injected-page layout: the site frame with a fixed page header (the one h1) into which
 * editors' sections are injected below. Case studies and downloads use it; the pictures come
 * as elements (./injected-page-media.tsx), so a page without any loads none of their code.
 */
export const InjectedPageLayout = ({
  eyebrow,
  heading,
  summary,
  logo,
  picture,
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
        <div css={mediaSplit(Boolean(picture))}>
          <div>
            {logo}
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
          {picture}
        </div>
      </Container>
    </section>
    {children}
  </Layout>
);
