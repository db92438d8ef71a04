import { css } from '@emotion/react';
import { navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import { classifyLink } from '../../lib/links';
import { colors, fontSizes, space } from '../../styles/tokens';

const prose = css`
  max-width: 72ch;
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
    border-left: 4px solid ${colors.coral};
    color: ${colors.inkSoft};
  }
`;

/** Internal links inside CMS HTML route on the client like every other link of the site. */
const useClientRoutingForLinks = (container: React.RefObject<HTMLDivElement | null>) => {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return;
      const link = classifyLink(anchor.getAttribute('href') ?? '');
      if (link.kind !== 'internal') return;
      event.preventDefault();
      void navigate(link.to);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container]);
};

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
