import type { ReactNode } from 'react';
import { Container } from '../ui/container';
import { Eyebrow } from '../ui/eyebrow';
import { mediaSplit } from '../ui/media-split';
import { bandStyle } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { colors, fontSizes, measures, space } from '../../styles/tokens';
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
    <section css={bandStyle('sand', [12, 16])}>
      <Container>
        {back && (
          <p css={{ margin: `0 0 ${space(6)}` }}>
            <SmartLink to={back.to}>← {back.label}</SmartLink>
          </p>
        )}
        <div css={mediaSplit(Boolean(picture))}>
          <div>
            {logo}
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1 css={{ fontSize: fontSizes.display }}>{heading}</h1>
            {summary && (
              <p
                css={{ fontSize: fontSizes.lg, color: colors.inkSoft, maxWidth: measures.summary }}
              >
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
