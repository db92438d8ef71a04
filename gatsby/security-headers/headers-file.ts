/**
 * The security headers as rules of Netlify's `_headers` file, and the rewrite of the file the
 * adapter wrote. Netlify applies every rule whose path matches and sends a header that two rules
 * set with both values (a second policy, which scanners misread); no pattern can leave a path
 * out. So `/*` carries what every response shares, and each response's one policy comes from
 * exactly one of three rules splitting addresses by depth: "/", "/:segment" and
 * "/:first/:second/*" (a lone `*` also matches nothing: every address two or more segments deep).
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

export interface SecurityRulesInput {
  /** The page policy (without frame-ancestors). */
  pagePolicy: Directives;
  /** The booking frame's base address: it must fall under the rule of the deeper addresses. */
  framePath: string;
  frameOrigins: readonly string[];
}

/**
 * The one policy of a response, with who may frame it. X-Frame-Options cannot name origins, and
 * Cross-Origin-Resource-Policy would keep the frame from embedders that require it, so both go
 * only where nobody may frame.
 */
const policyHeaders = (pagePolicy: Directives, frameOrigins: readonly string[]): Header[] => [
  [
    'Content-Security-Policy',
    serializePolicy([...pagePolicy, ...frameAncestorsPolicy(frameOrigins)]),
  ],
  ...(frameOrigins.length === 0
    ? [['X-Frame-Options', 'DENY'] as const, ['Cross-Origin-Resource-Policy', 'same-site'] as const]
    : []),
];

/**
 * The rules. The booking frame shares the deeper addresses' rule: no pattern tells it from a
 * mistyped address two segments deep, so the frame's origins may frame every such address.
 */
export const securityHeaderRules = ({
  pagePolicy,
  framePath,
  frameOrigins,
}: SecurityRulesInput): HeaderRule[] => {
  if (framePath.split('/').filter(Boolean).length < 2) {
    throw new Error(`The booking frame (${framePath}) must sit two or more path segments deep`);
  }
  return [
    {
      path: '/*',
      headers: [
        ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    { path: '/', headers: policyHeaders(pagePolicy, []) },
    { path: '/:segment', headers: policyHeaders(pagePolicy, []) },
    { path: '/:first/:second/*', headers: policyHeaders(pagePolicy, frameOrigins) },
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
