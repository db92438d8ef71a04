/** Gatsby navigates without reloading, so the first page's policy serves every later page. */
import type { CspDirective } from '../../src/services/third-parties/registry';

export type Directives = ReadonlyArray<readonly [name: string, sources: readonly string[]]>;

export interface PolicyInputs {
  scriptHashes: readonly string[];
  thirdParties: Partial<Record<CspDirective, readonly string[]>>;
  connectOrigins: readonly string[];
}

const SELF = "'self'";
const NONE = "'none'";

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
    // 'wasm-unsafe-eval' lets Pagefind's WebAssembly compile; it allows no JavaScript eval.
    ['script-src', withThirdParties('script-src', [SELF, "'wasm-unsafe-eval'", ...scriptHashes])],
    ['style-src', withThirdParties('style-src', [SELF, "'unsafe-inline'"])],
    ['img-src', withThirdParties('img-src', [SELF, 'data:'])],
    ['font-src', [SELF]],
    ['connect-src', withThirdParties('connect-src', [SELF, ...connectOrigins])],
    ['frame-src', withThirdParties('frame-src', [SELF])],
    ['object-src', [NONE]],
    ['base-uri', [NONE]],
    ['form-action', [SELF]],
  ];
};

export const frameAncestorsPolicy = (origins: readonly string[]): Directives => [
  ['frame-ancestors', origins.length > 0 ? origins : [NONE]],
];

export const serializePolicy = (directives: Directives): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
