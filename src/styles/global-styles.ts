import { borderWidths, colors, focusOutline, fonts, fontSizes, space } from './tokens';

/**
 * Element defaults, a plain head tag (gatsby-ssr.tsx): emotion's `<Global>` moves its tag while the
 * page hydrates, restyling it. The layer lets components' styles win wherever the tags sit.
 */
export const GLOBAL_STYLES = `@layer defaults {
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  /* The page does not scroll behind a modal dialog, and keeps its scrollbar's room. */
  html:has(dialog:modal) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.base};
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.white};
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.heading};
    line-height: 1.2;
    margin: 0 0 ${space(4)};
  }
  p {
    margin: 0 0 ${space(4)};
  }
  a {
    color: ${colors.teal};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  :focus-visible {
    outline: ${focusOutline};
    outline-offset: ${borderWidths.thick};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
}
`;
