/**
 * The site's Content-Security-Policy, as directives. One policy serves every page: Gatsby
 * navigates between pages without reloading the document, so the policy of the first page a
 * visitor opens is the one every later page runs under.
 *
 * - Scripts: the site's own files, its inline scripts by hash (gatsby/security-headers/
 *   inline-scripts.ts), and the hosts of the third parties configured for this build; never
 *   'unsafe-inline' or 'unsafe-eval'. 'wasm-unsafe-eval' lets the blog search (Pagefind, a
 *   WebAssembly module served from this site) compile; it allows no JavaScript eval.
 * - Styles: 'unsafe-inline' (docs/architecture.md, "Security headers", says why).
 * - Who may frame a page is decided per address: headers-file adds frame-ancestors to this.
 */
import type { CspDirective } from '../../src/services/third-parties/registry';

export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

export interface PolicyInputs {
  /** Hash sources ('sha256-…') of every inline script the pages carry. */
  scriptHashes: readonly string[];
  /** Origins the configured third parties need, per directive (thirdPartyCspSources). */
  thirdParties: Partial<Record<CspDirective, readonly string[]>>;
  /** Other origins the browser runtime calls: the main API, the country lookup. */
  connectOrigins: readonly string[];
}

const SELF = "'self'";
const NONE = "'none'";

/** The page policy, without frame-ancestors. */
export const pagePolicy = ({
  scriptHashes,
  thirdParties,
  connectOrigins,
}: PolicyInputs): Directives => {
  const withThirdParties = (directive: CspDirective, own: readonly string[]): string[] => [
    ...own,
    ...(thirdParties[directive] ?? []),
  ];
  return [
    ['default-src', [SELF]],
    ['script-src', withThirdParties('script-src', [SELF, "'wasm-unsafe-eval'", ...scriptHashes])],
    ['style-src', withThirdParties('style-src', [SELF, "'unsafe-inline'"])],
    // data: for the blurred placeholders gatsby-plugin-image writes into the page.
    ['img-src', withThirdParties('img-src', [SELF, 'data:'])],
    ['font-src', [SELF]],
    ['connect-src', withThirdParties('connect-src', [SELF, ...connectOrigins])],
    ['frame-src', withThirdParties('frame-src', [SELF])],
    ['object-src', [NONE]],
    ['base-uri', [NONE]],
    // Netlify Forms: every form posts to a page of this site.
    ['form-action', [SELF]],
  ];
};

/** Who may frame a page: nobody, or the given origins. */
export const frameAncestorsPolicy = (origins: readonly string[]): Directives => [
  ['frame-ancestors', origins.length > 0 ? origins : [NONE]],
];

/** The header value: directives separated by "; ", sources by spaces. */
export const serializePolicy = (directives: Directives): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
