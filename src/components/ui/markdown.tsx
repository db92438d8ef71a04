import { css } from '@emotion/react';
import { useRef } from 'react';
import { borderWidths, colors, fontSizes, measures, space } from '../../styles/tokens';
import { useClientRoutingForLinks } from './client-routing-for-links';

const prose = css`
  max-width: ${measures.prose};
  h2 {
    font-size: ${fontSizes['2xl']};
    margin-top: ${space(10)};
  }
  h3 {
    font-size: ${fontSizes.xl};
    margin-top: ${space(8)};
  }
  ul,
  ol {
    padding-left: ${space(6)};
    margin: 0 0 ${space(4)};
  }
  li + li {
    margin-top: ${space(1)};
  }
  blockquote {
    margin: ${space(6)} 0;
    padding-left: ${space(4)};
    border-left: ${borderWidths.bar} solid ${colors.coral};
    color: ${colors.inkSoft};
  }
`;

/**
 * Renders Markdown that the build already turned into HTML and sanitised (`childMarkdown.html`,
 * gatsby/markdown.ts), so nothing from the CMS reaches the page unfiltered.
 */
export const Markdown = ({ html, className }: { html: string; className?: string }) => {
  const container = useRef<HTMLDivElement>(null);
  useClientRoutingForLinks(container);
  return (
    // Sanitised at build time, see gatsby/markdown.ts.
    <div
      ref={container}
      className={className}
      css={prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
