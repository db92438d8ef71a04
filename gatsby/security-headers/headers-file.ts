/**
 * Netlify sends a header set by two matching rules twice (scanners misread a second policy), so
 * each response's policy comes from exactly one of three rules splitting addresses by depth.
 */
import { type Directives, frameAncestorsPolicy, serializePolicy } from './content-security-policy';

export type Header = readonly [name: string, value: string];

export interface HeaderRule {
  path: string;
  headers: readonly Header[];
}

export const SECTION_START = '# security headers start';
export const SECTION_END = '# security headers end';

/** The HSTS preload list asks for at least one year. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

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

const ADAPTER_HEADERS_REPLACED = new Set([
  'x-xss-protection',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
]);

export interface SecurityRulesInput {
  pagePolicy: Directives;
  framePath: string;
  frameOrigins: readonly string[];
}

/** X-Frame-Options cannot name origins and CORP blocks embedders: only where none may frame. */
const policyHeaders = (pagePolicy: Directives, frameOrigins: readonly string[]): Header[] => [
  [
    'Content-Security-Policy',
    serializePolicy([...pagePolicy, ...frameAncestorsPolicy(frameOrigins)]),
  ],
  ...(frameOrigins.length === 0
    ? [['X-Frame-Options', 'DENY'] as const, ['Cross-Origin-Resource-Policy', 'same-site'] as const]
    : []),
];

/** No pattern tells the booking frame from other deep addresses, so they share its framers. */
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
