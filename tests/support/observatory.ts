/**
 * The MDN HTTP Observatory's score, computed offline from one response: its headers, its HTML
 * and what an http:// request of the host answered. The ten scored tests and their modifiers
 * follow the Observatory's published scoring page ("Tests and score modifiers",
 * developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 *
 *   score = 100 + every negative modifier; when that is 90 or more, + every positive one.
 *
 * Where the Observatory needs the world (the HSTS preload list, the public suffix list) the
 * input says so (`hstsPreloaded`) or a close rule stands in (same site = same last two labels).
 * Several Content-Security-Policy values are read as the browser enforces them: a kind of
 * content is allowed only if every policy that restricts it allows it.
 */

export type TestName =
  | 'content-security-policy'
  | 'cookies'
  | 'cross-origin-resource-sharing'
  | 'redirection'
  | 'referrer-policy'
  | 'strict-transport-security'
  | 'subresource-integrity'
  | 'x-content-type-options'
  | 'x-frame-options'
  | 'cross-origin-resource-policy';

export interface TestResult {
  test: TestName;
  /** The Observatory's name for the outcome, e.g. "csp-implemented-with-no-unsafe". */
  result: string;
  modifier: number;
}

export interface ObservatoryInput {
  /** The scanned address. */
  url: string;
  /** Response headers (any case); a header sent several times has its values joined by ", ". */
  headers: Readonly<Record<string, string>>;
  /** Each Set-Cookie header of the response. */
  setCookies?: readonly string[];
  /** The response body. */
  html: string;
  /**
   * Every address an http:// request of the host went through, that request first; undefined
   * when nothing answers over http.
   */
  httpRoute?: readonly string[];
  /** The Origin the CORS request sends, and its answer's headers (default: `headers`). */
  cors?: { origin: string; headers: Readonly<Record<string, string>> };
  /** Whether the host is on the HSTS preload list. */
  hstsPreloaded?: boolean;
}

export interface ObservatoryScore {
  score: number;
  grade: string;
  results: TestResult[];
}

type Headers = Readonly<Record<string, string>>;

const header = (headers: Headers, name: string): string | undefined => {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
};

/** The content of every <meta http-equiv="{name}"> element. */
const metaHttpEquiv = (html: string, name: string): string[] =>
  [...html.matchAll(/<meta\b[^>]*>/gi)].flatMap(([tag]) => {
    if (!new RegExp(`http-equiv\\s*=\\s*["']?${name}["'\\s>]`, 'i').test(tag)) return [];
    const content = /content\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    return content ? [content[1] ?? content[2] ?? ''] : [];
  });

const outcome = (test: TestName, result: string, modifier: number): TestResult => ({
  test,
  result,
  modifier,
});

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy

/** A policy: directive → its sources, lower-cased. */
export type Policy = Map<string, string[]>;

/** Too broad to restrict anything. */
const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256|sha384|sha512|nonce)-/;
/** Directives whose content cannot run: http: there costs less. */
const PASSIVE = new Set(['img-src', 'media-src']);
const DUPLICATES_ALLOWED = new Set(['report-uri', 'report-to']);
/** The Observatory refuses a policy shorter than its shortest meaningful directive. */
const SHORTEST_POLICY = 'img-src'.length - 1;

/** Parses one policy; throws when the Observatory would call it invalid. */
export const parsePolicy = (text: string): Policy => {
  const cleaned = text.replace(/[\r\n]/g, '').trim();
  if (cleaned.length < SHORTEST_POLICY) throw new Error(`Invalid policy: "${text}"`);
  const policy: Policy = new Map();
  for (const part of cleaned.split(';')) {
    const [rawName, ...sources] = part.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (policy.has(name)) {
      if (DUPLICATES_ALLOWED.has(name)) continue;
      throw new Error(`Duplicate directive ${name}`);
    }
    const values = sources.map((source) => source.toLowerCase());
    policy.set(name, values.length === 0 && name.endsWith('-src') ? ["'none'"] : values);
  }
  return policy;
};

/** Fetch directives that do not fall back to default-src. */
const NO_FALLBACK = new Set(['base-uri', 'form-action', 'frame-ancestors', 'sandbox']);

/** The sources a policy gives a kind of content: its own directive, else default-src. */
const restriction = (policy: Policy, directive: string): string[] | undefined => {
  const own =
    policy.get(directive) ?? (NO_FALLBACK.has(directive) ? undefined : policy.get('default-src'));
  if (own === undefined) return undefined;
  let sources = [...own];
  // A hash or nonce makes browsers ignore 'unsafe-inline'...
  if (sources.some((source) => HASH_OR_NONCE.test(source))) {
    sources = sources.filter((source) => source !== "'unsafe-inline'");
    // ...and with 'strict-dynamic', host and scheme sources and 'self' as well.
    if (directive === 'script-src' && sources.includes("'strict-dynamic'")) {
      sources = sources.filter(
        (source) => ![...BROAD].some((broad) => source.startsWith(broad)) && source !== "'self'",
      );
    }
  }
  return sources;
};

/** The source lists of the policies that restrict a kind of content. */
const restrictions = (policies: readonly Policy[], directive: string): string[][] =>
  policies.flatMap((policy) => {
    const sources = restriction(policy, directive);
    return sources === undefined ? [] : [sources];
  });

/** Every restricting policy lets `unsafe` sources in; with none, anything is allowed. */
const allowedUnsafely = (
  policies: readonly Policy[],
  directive: string,
  unsafe: (source: string) => boolean,
): boolean => restrictions(policies, directive).every((sources) => sources.some(unsafe));

/** Some policy restricts the content, and every one that does lets `source` kinds in. */
const explicitlyAllows = (
  policies: readonly Policy[],
  directive: string,
  kind: (source: string) => boolean,
): boolean => {
  const lists = restrictions(policies, directive);
  return lists.length > 0 && lists.every((sources) => sources.some(kind));
};

/** Directives a policy in a <meta> element may not set. */
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];

interface CspReading {
  result: TestResult;
  /** Policies from the headers, for the frame-ancestors question of the X-Frame-Options test. */
  headerPolicies: Policy[];
}

const splitPolicies = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const cspTest = (input: ObservatoryInput): CspReading => {
  const test = 'content-security-policy';
  let headerPolicies: Policy[];
  let policies: Policy[];
  try {
    headerPolicies = splitPolicies(header(input.headers, 'content-security-policy')).map(
      parsePolicy,
    );
    const fromMeta = metaHttpEquiv(input.html, 'content-security-policy')
      .flatMap(splitPolicies)
      .map(parsePolicy);
    for (const policy of fromMeta) for (const name of HEADER_ONLY) policy.delete(name);
    policies = [...headerPolicies, ...fromMeta].filter((policy) => policy.size > 0);
  } catch {
    return { result: outcome(test, 'csp-header-invalid', -25), headerPolicies: [] };
  }
  if (policies.length === 0) {
    return { result: outcome(test, 'csp-not-implemented', -25), headerPolicies };
  }
  const done = (result: string, modifier: number): CspReading => ({
    result: outcome(test, result, modifier),
    headerPolicies,
  });
  const strictDynamicAlone = policies.some((policy) => {
    const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
    return scripts.includes("'strict-dynamic'") && !scripts.some((s) => HASH_OR_NONCE.test(s));
  });
  if (strictDynamicAlone) return done('csp-header-invalid', -25);

  const https = new URL(input.url).protocol === 'https:';
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if (
    allowedUnsafely(policies, 'script-src', (s) => BROAD.has(s) || INLINE.has(s)) ||
    allowedUnsafely(policies, 'object-src', (s) => BROAD.has(s))
  ) {
    return done('csp-implemented-with-unsafe-inline', -20);
  }
  const active = new Set([
    ...policies.flatMap((policy) => [...policy.keys()].filter((name) => !PASSIVE.has(name))),
    'script-src',
  ]);
  if (https && [...active].some((name) => explicitlyAllows(policies, name, insecure))) {
    return done('csp-implemented-with-insecure-scheme', -20);
  }
  const isEval = (source: string) => source === "'unsafe-eval'";
  if (
    explicitlyAllows(policies, 'script-src', isEval) ||
    explicitlyAllows(policies, 'style-src', isEval)
  ) {
    return done('csp-implemented-with-unsafe-eval', -10);
  }
  if (https && [...PASSIVE].some((name) => explicitlyAllows(policies, name, insecure))) {
    return done('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if (allowedUnsafely(policies, 'style-src', (s) => BROAD.has(s) || INLINE.has(s))) {
    return done('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  const defaultNone = policies.some((policy) => {
    const sources = policy.get('default-src');
    return sources?.length === 1 && sources[0] === "'none'";
  });
  return defaultNone
    ? done('csp-implemented-with-no-unsafe-default-src-none', 10)
    : done('csp-implemented-with-no-unsafe', 5);
};

// ---------------------------------------------------------------------------------------------
// The other tests

/** Outcomes from best to worst; a response with several problems gets the worst. */
const worst = (results: readonly TestResult[]): TestResult | undefined =>
  results.reduce<TestResult | undefined>(
    (kept, next) => (kept === undefined || next.modifier < kept.modifier ? next : kept),
    undefined,
  );

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

const parseCookie = (text: string): Cookie => {
  const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
  const flags = new Map(
    attributes.map((attribute) => {
      const [key = '', ...value] = attribute.split('=');
      return [key.trim().toLowerCase(), value.join('=').trim()] as const;
    }),
  );
  return {
    name: pair.split('=')[0]?.trim() ?? '',
    secure: flags.has('secure'),
    httpOnly: flags.has('httponly'),
    sameSite: flags.get('samesite'),
  };
};

const cookiesTest = (input: ObservatoryInput, hstsPasses: boolean): TestResult => {
  const test = 'cookies';
  const cookies = (input.setCookies ?? []).map(parseCookie).filter((cookie) => cookie.name);
  if (cookies.length === 0) return outcome(test, 'cookies-not-found', 0);
  const problems = cookies.flatMap((cookie): TestResult[] => {
    const name = cookie.name.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    const found: TestResult[] = [];
    const sameSite = cookie.sameSite?.toLowerCase();
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite)) {
      found.push(outcome(test, 'cookies-samesite-flag-invalid', -20));
    }
    if (!cookie.secure && sameSite === 'none') {
      found.push(outcome(test, 'cookies-samesite-flag-invalid', -20));
    }
    if (!cookie.secure) {
      found.push(
        hstsPasses
          ? outcome(test, 'cookies-without-secure-flag-but-protected-by-hsts', -5)
          : outcome(test, 'cookies-without-secure-flag', -20),
      );
    }
    if (name.includes('csrf') && sameSite === undefined) {
      found.push(outcome(test, 'cookies-anticsrf-without-samesite-flag', -20));
    }
    if (session && !cookie.secure) {
      found.push(
        hstsPasses
          ? outcome(test, 'cookies-session-without-secure-flag-but-protected-by-hsts', -10)
          : outcome(test, 'cookies-session-without-secure-flag', -40),
      );
    }
    if (session && !cookie.httpOnly) {
      found.push(outcome(test, 'cookies-session-without-httponly-flag', -30));
    }
    return found;
  });
  return (
    worst(problems) ??
    (cookies.every((cookie) => cookie.sameSite !== undefined)
      ? outcome(test, 'cookies-secure-with-httponly-sessions-and-samesite', 5)
      : outcome(test, 'cookies-secure-with-httponly-sessions', 0))
  );
};

const corsTest = (input: ObservatoryInput): TestResult => {
  const test = 'cross-origin-resource-sharing';
  const answer = input.cors?.headers ?? input.headers;
  const allowOrigin = header(answer, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!allowOrigin) return outcome(test, 'cross-origin-resource-sharing-not-implemented', 0);
  if (allowOrigin === '*') {
    return outcome(test, 'cross-origin-resource-sharing-implemented-with-public-access', 0);
  }
  const credentials = header(answer, 'access-control-allow-credentials')?.trim().toLowerCase();
  if (input.cors && allowOrigin === input.cors.origin.toLowerCase() && credentials === 'true') {
    return outcome(test, 'cross-origin-resource-sharing-implemented-with-universal-access', -50);
  }
  return outcome(test, 'cross-origin-resource-sharing-implemented-with-restricted-access', 0);
};

const redirectionTest = (input: ObservatoryInput): TestResult => {
  const test = 'redirection';
  const route = input.httpRoute?.map((address) => new URL(address));
  if (route === undefined || route.length === 0) {
    return outcome(test, 'redirection-not-needed-no-http', 0);
  }
  const [first, second] = route;
  const last = route[route.length - 1];
  if (route.length === 1) return outcome(test, 'redirection-missing', -20);
  if (last?.protocol !== 'https:') return outcome(test, 'redirection-not-to-https', -20);
  if (second?.protocol === 'http:') {
    return outcome(test, 'redirection-not-to-https-on-initial-redirection', -10);
  }
  if (first?.protocol === 'http:' && second?.protocol === 'https:' && first.host !== second.host) {
    return outcome(test, 'redirection-off-host-from-http', -5);
  }
  return outcome(test, 'redirection-to-https', 0);
};

const PRIVATE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const LEAKY_REFERRERS = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

const referrerPolicyTest = (input: ObservatoryInput): TestResult => {
  const test = 'referrer-policy';
  const values = [
    header(input.headers, 'referrer-policy'),
    ...metaHttpEquiv(input.html, 'referrer-policy'),
  ].filter((value): value is string => value !== undefined);
  if (values.length === 0) return outcome(test, 'referrer-policy-not-implemented', 0);
  // The last value the browser understands is the one it uses.
  const policy = values
    .join(',')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => PRIVATE_REFERRERS.includes(value) || LEAKY_REFERRERS.includes(value))
    .pop();
  if (policy === undefined) return outcome(test, 'referrer-policy-header-invalid', -5);
  return PRIVATE_REFERRERS.includes(policy)
    ? outcome(test, 'referrer-policy-private', 5)
    : outcome(test, 'referrer-policy-unsafe', -5);
};

/** Six months as the Observatory counts it (it accepts the common 15552000). */
export const HSTS_SIX_MONTHS = 15_552_000;

const hstsTest = (input: ObservatoryInput): TestResult => {
  const test = 'strict-transport-security';
  if (new URL(input.url).protocol !== 'https:') {
    return outcome(test, 'hsts-not-implemented-no-https', -20);
  }
  if (input.hstsPreloaded) return outcome(test, 'hsts-preloaded', 5);
  const value = header(input.headers, 'strict-transport-security');
  if (value === undefined) return outcome(test, 'hsts-not-implemented', -20);
  // Sent twice, the values are joined with a comma, which the Observatory refuses.
  const maxAge = /(?:^|;)\s*max-age=(\d+)\s*(?:;|$)/i.exec(value)?.[1];
  if (value.includes(',') || maxAge === undefined) return outcome(test, 'hsts-header-invalid', -20);
  return Number(maxAge) < HSTS_SIX_MONTHS
    ? outcome(test, 'hsts-implemented-max-age-less-than-six-months', -10)
    : outcome(test, 'hsts-implemented-max-age-at-least-six-months', 0);
};

/** Stand-in for the public suffix list: the last two labels of a host name. */
const siteOf = (host: string): string => host.split('.').slice(-2).join('.');

const sriTest = (input: ObservatoryInput): TestResult => {
  const test = 'subresource-integrity';
  const type = header(input.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'text/html' && type !== 'application/xhtml+xml') {
    return outcome(test, 'sri-not-implemented-response-not-html', 0);
  }
  const page = new URL(input.url);
  const scripts = [...input.html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = '']) => ({
    src: /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes),
    integrity: /\sintegrity\s*=/i.test(attributes),
  }));
  if (scripts.length === 0) return outcome(test, 'sri-not-implemented-but-no-scripts-loaded', 0);
  const outcomes = scripts.flatMap(({ src, integrity }): TestResult[] => {
    if (!src) return [];
    const address = src[1] ?? src[2] ?? src[3] ?? '';
    const protocolRelative = /^\/\/[^/]/.test(address);
    const absolute = /^https?:\/\//i.test(address);
    const relative = !protocolRelative && !absolute;
    const url = new URL(address, page);
    const sameSite = relative || (absolute && siteOf(url.hostname) === siteOf(page.hostname));
    const secure = relative ? page.protocol === 'https:' : absolute && url.protocol === 'https:';
    if (sameSite && secure) {
      return integrity ? [outcome(test, 'sri-implemented-and-all-scripts-loaded-securely', 5)] : [];
    }
    if (integrity) {
      return secure
        ? [outcome(test, 'sri-implemented-and-external-scripts-loaded-securely', 5)]
        : [outcome(test, 'sri-implemented-but-external-scripts-not-loaded-securely', -20)];
    }
    return secure
      ? [outcome(test, 'sri-not-implemented-but-external-scripts-loaded-securely', -5)]
      : [outcome(test, 'sri-not-implemented-and-external-scripts-not-loaded-securely', -50)];
  });
  const problem = worst(outcomes.filter((result) => result.modifier < 0));
  return (
    problem ??
    outcomes[0] ??
    outcome(test, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0)
  );
};

const contentTypeOptionsTest = (input: ObservatoryInput): TestResult => {
  const test = 'x-content-type-options';
  const value = header(input.headers, 'x-content-type-options');
  if (value === undefined) return outcome(test, 'x-content-type-options-not-implemented', -5);
  return value.trim().toLowerCase() === 'nosniff'
    ? outcome(test, 'x-content-type-options-nosniff', 0)
    : outcome(test, 'x-content-type-options-header-invalid', -5);
};

const frameOptionsTest = (input: ObservatoryInput, headerPolicies: Policy[]): TestResult => {
  const test = 'x-frame-options';
  if (headerPolicies.some((policy) => policy.has('frame-ancestors'))) {
    return outcome(test, 'x-frame-options-implemented-via-csp', 5);
  }
  const value = header(input.headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return outcome(test, 'x-frame-options-not-implemented', -20);
  if (value === 'deny' || value === 'sameorigin') {
    return outcome(test, 'x-frame-options-sameorigin-or-deny', 0);
  }
  if (value.startsWith('allow-from')) return outcome(test, 'x-frame-options-allow-from-origin', 0);
  return outcome(test, 'x-frame-options-header-invalid', -20);
};

const resourcePolicyTest = (input: ObservatoryInput): TestResult => {
  const test = 'cross-origin-resource-policy';
  const value = (
    header(input.headers, 'cross-origin-resource-policy') ??
    metaHttpEquiv(input.html, 'cross-origin-resource-policy').pop()
  )
    ?.trim()
    .toLowerCase();
  switch (value) {
    case undefined:
      return outcome(test, 'corp-not-implemented', 0);
    case 'same-site':
      return outcome(test, 'corp-implemented-with-same-site', 10);
    case 'same-origin':
      return outcome(test, 'corp-implemented-with-same-origin', 10);
    case 'cross-origin':
      return outcome(test, 'corp-implemented-with-cross-origin', 0);
    default:
      return outcome(test, 'corp-header-invalid', -5);
  }
};

// ---------------------------------------------------------------------------------------------
// Score

const GRADES: readonly [minimum: number, grade: string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Bonuses count only for a response that scores an A without them. */
export const MINIMUM_SCORE_FOR_BONUSES = 90;

export const scoreObservatory = (input: ObservatoryInput): ObservatoryScore => {
  const csp = cspTest(input);
  const hsts = hstsTest(input);
  const results = [
    csp.result,
    cookiesTest(input, hsts.modifier >= 0),
    corsTest(input),
    redirectionTest(input),
    referrerPolicyTest(input),
    hsts,
    sriTest(input),
    contentTypeOptionsTest(input),
    frameOptionsTest(input, csp.headerPolicies),
    resourcePolicyTest(input),
  ];
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= MINIMUM_SCORE_FOR_BONUSES ? base + bonuses : base);
  const grade = GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F';
  return { score, grade, results };
};
