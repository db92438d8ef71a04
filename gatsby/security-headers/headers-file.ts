/**
 * The security headers as rules of Netlify's `_headers` file, and the rewrite of the file the
 * adapter wrote. Netlify applies every rule whose path matches, and a header set by two
 * matching rules is sent with both values; `_headers` has no way to exclude a path. So:
 *
 * - `/*` carries what every response shares, including the page policy without
 *   frame-ancestors (a second Content-Security-Policy value is a second policy, and the
 *   browser enforces both);
 * - the booking frame's addresses get `frame-ancestors` with the configured origins;
 * - every other address the site serves gets `frame-ancestors 'none'`, X-Frame-Options and
 *   Cross-Origin-Resource-Policy, through patterns that never match the frame: "/", one
 *   segment ("/:segment"), and "/<first>/*" for the first segment of every deeper page.
 */
import { type Directives, frameAncestorsPolicy, serializePolicy } from './content-security-policy';

export type Header = readonly [name: string, value: string];

export interface HeaderRule {
  path: string;
  headers: readonly Header[];
}

export const SECTION_START = '# security headers start';
export const SECTION_END = '# security headers end';

/** Two years; Observatory and the HSTS preload list ask for at least one. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** Browser features no page of the site uses; a frame of another site cannot ask for them either. */
const DISABLED_FEATURES = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
];

/** What the adapter puts into its `/*` rule that these rules replace (or, X-XSS-Protection, drop). */
const ADAPTER_HEADERS_REPLACED = new Set([
  'x-xss-protection',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
]);

const segmentsOf = (urlPath: string): string[] => urlPath.split('/').filter((part) => part !== '');

const isFramePath = (urlPath: string, framePath: string): boolean =>
  urlPath === framePath || urlPath.startsWith(`${framePath}/`);

/**
 * Patterns covering every page in `pagePaths` except the frame's, and any one-segment address
 * (so the 404 answer to a mistyped address is covered too), without ever matching the frame.
 */
export const unframedPatterns = (pagePaths: readonly string[], framePath: string): string[] => {
  const frameFirst = segmentsOf(framePath)[0];
  if (frameFirst === undefined || segmentsOf(framePath).length < 2) {
    throw new Error(`The booking frame (${framePath}) must sit below a first path segment`);
  }
  const patterns = new Set(['/', '/:segment']);
  for (const page of pagePaths) {
    const segments = segmentsOf(page);
    if (segments.length < 2 || isFramePath(page, framePath)) continue;
    patterns.add(segments[0] === frameFirst ? page : `/${segments[0]}/*`);
  }
  return [...patterns];
};

export interface SecurityRulesInput {
  /** The page policy (without frame-ancestors). */
  pagePolicy: Directives;
  pagePaths: readonly string[];
  /** The booking frame's base address; it and every address below it may be framed. */
  framePath: string;
  frameOrigins: readonly string[];
}

export const securityHeaderRules = ({
  pagePolicy,
  pagePaths,
  framePath,
  frameOrigins,
}: SecurityRulesInput): HeaderRule[] => {
  const unframed: Header[] = [
    ['Content-Security-Policy', serializePolicy(frameAncestorsPolicy([]))],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-site'],
  ];
  // X-Frame-Options cannot name origins, so the frame sends it only when nobody may frame it.
  const frame: Header[] = [
    ['Content-Security-Policy', serializePolicy(frameAncestorsPolicy(frameOrigins))],
    ...(frameOrigins.length === 0 ? [['X-Frame-Options', 'DENY'] as const] : []),
  ];
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', serializePolicy(pagePolicy)],
        ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    ...unframedPatterns(pagePaths, framePath).map((path) => ({ path, headers: unframed })),
    { path: framePath, headers: frame },
    { path: `${framePath}/*`, headers: frame },
  ];
};

const formatRules = (rules: readonly HeaderRule[]): string =>
  rules
    .map(({ path, headers }) =>
      [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n');

/**
 * `existing` (the adapter's file) with the headers these rules replace taken out of its rules
 * and the rules appended in a marked section; a section from an earlier build is replaced.
 */
export const rewriteHeadersFile = (existing: string, rules: readonly HeaderRule[]): string => {
  const kept: string[] = [];
  let inOldSection = false;
  for (const line of existing.split('\n')) {
    if (line.trim() === SECTION_START) inOldSection = true;
    else if (line.trim() === SECTION_END) inOldSection = false;
    else if (!inOldSection) {
      const name = /^\s+([^:\s]+)\s*:/.exec(line)?.[1]?.toLowerCase();
      if (name === undefined || !ADAPTER_HEADERS_REPLACED.has(name)) kept.push(line);
    }
  }
  const head = kept.join('\n').replace(/\n+$/, '');
  return `${head}\n${SECTION_START}\n${formatRules(rules)}\n${SECTION_END}\n`;
};
