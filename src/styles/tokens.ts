/**
 * Design tokens: the one table of colours, type, spacing and the media-query vocabulary
 * built from the specification's breakpoints. Components use these, never raw values.
 */
import { BREAKPOINTS } from '../lib/site-config';

export const colors = {
  ink: '#1B1B3A',
  inkSoft: '#45456A',
  teal: '#0B4F6C',
  tealDark: '#073B52',
  coral: '#F25F5C',
  coralDark: '#C0392B',
  sand: '#FFE9C7',
  sandLight: '#FFF7EA',
  white: '#FFFFFF',
  line: '#D9D9E3',
  focus: '#1A73E8',
  /** The veil behind a modal dialog: ink at 60 %. */
  scrim: 'rgba(27, 27, 58, 0.6)',
} as const;

/** Softer tints used only by the generated illustrations (scripts/content-images.ts). */
export const illustrationColors = {
  tealSoft: '#4F8FA8',
  coralSoft: '#F79C99',
  sandDeep: '#F5CF96',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
} as const;

/**
 * The type scale: every font size on the site is one of these steps, in rem so they follow the
 * reader's browser setting. `base` is body text; `display` is the fluid size of a page's
 * opening headline (heroes, case studies, downloads).
 */
export const fontSizes = {
  xs: '0.85rem',
  sm: '0.9rem',
  base: '1.0625rem',
  lg: '1.2rem',
  xl: '1.3rem',
  '2xl': '1.6rem',
  '3xl': '2.2rem',
  '4xl': '2.8rem',
  '5xl': '4rem',
  display: 'clamp(2.1rem, 5vw, 3.4rem)',
} as const;

/** A 4 px spacing scale: space(4) is 16 px. */
export const space = (steps: number): string => `${steps * 4}px`;

/** Letter spacing of small upper-case labels (eyebrows, menu group names). */
export const letterSpacings = { caps: '0.06em', wideCaps: '0.08em' } as const;

/**
 * Fixed sizes of controls: `target` is the smallest thing a finger or pointer hits (WCAG 2.5.5),
 * `control` a button's or field's height, `row` a mobile menu row, `check` a checkbox.
 */
export const sizes = { check: '20px', target: '44px', control: '48px', row: '52px' } as const;

/** Line lengths of running text, in characters of the text's own font. */
export const measures = { short: '40ch', summary: '48ch', intro: '60ch', prose: '72ch' } as const;

/** Widths of blocks narrower than the layout: sidebars, search box and cookie banner, forms, text, lists. */
export const widths = {
  narrow: '16rem',
  compact: '28rem',
  dialog: '35rem',
  form: '40rem',
  text: '48rem',
  list: '56rem',
} as const;

export const borderWidths = { hairline: '1px', thick: '2px', heavy: '3px', bar: '4px' } as const;

/** The keyboard focus ring, offset by `borderWidths.thick` from what it rings. */
export const focusOutline = `${borderWidths.heavy} solid ${colors.focus}`;

/** The thin rule between rows and around quiet boxes. */
export const divider = `${borderWidths.hairline} solid ${colors.line}`;

/** Stacking order of what floats over the page; a modal <dialog> sits in the top layer instead. */
export const zIndices = { raised: 10, header: 20, menu: 30, aboveMenu: 31, overlay: 1000 } as const;

export const radii = { small: '6px', medium: '12px', large: '24px', pill: '999px' } as const;

export const shadows = {
  card: '0 2px 12px rgba(27, 27, 58, 0.08)',
  raised: '0 12px 32px rgba(27, 27, 58, 0.14)',
} as const;

export const layout = {
  maxWidth: '1240px',
  gutter: space(5),
  headerHeight: '72px',
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `mq.lg` is a media query for viewports at least as wide as the lg breakpoint. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
