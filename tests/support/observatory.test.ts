import { type ObservatoryInput, type TestName, parsePolicy, scoreObservatory } from './observatory';

const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A response that passes every test with its bonus, except HSTS preloading. */
const GOOD: ObservatoryInput = {
  url: 'https://site.example/',
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': STRICT_CSP,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
  },
  html: '<html><head><script src="/app.js" async></script></head><body></body></html>',
  httpRoute: ['http://site.example/', 'https://site.example/'],
};

const with_ = (
  changes: Partial<ObservatoryInput>,
  headers: Record<string, string | undefined> = {},
) => {
  const merged = { ...GOOD.headers, ...headers };
  return {
    ...GOOD,
    ...changes,
    headers: Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
};

const resultOf = (input: ObservatoryInput, test: TestName) =>
  scoreObservatory(input).results.find((result) => result.test === test);

describe('scoreObservatory', () => {
  test('a strict response: 100 plus the CSP, referrer, frame-ancestors and CORP bonuses', () => {
    const { score, grade, results } = scoreObservatory(GOOD);
    expect(results.map(({ test, modifier }) => [test, modifier])).toEqual([
      ['content-security-policy', 5],
      ['cookies', 0],
      ['cross-origin-resource-sharing', 0],
      ['redirection', 0],
      ['referrer-policy', 5],
      ['strict-transport-security', 0],
      ['subresource-integrity', 0],
      ['x-content-type-options', 0],
      ['x-frame-options', 5],
      ['cross-origin-resource-policy', 10],
    ]);
    expect(score).toBe(125);
    expect(grade).toBe('A+');
  });

  test('no headers at all: the penalties of the missing CSP, HSTS, nosniff and XFO', () => {
    const bare = { ...GOOD, headers: { 'Content-Type': 'text/html' } };
    // 100 - 25 (CSP) - 20 (HSTS) - 5 (nosniff) - 20 (XFO); bonuses do not count below 90.
    expect(scoreObservatory(bare)).toMatchObject({ score: 30, grade: 'D' });
  });

  test('bonuses count only when the penalties leave 90 or more', () => {
    const minus10 = with_({}, { 'Strict-Transport-Security': 'max-age=300' });
    expect(scoreObservatory(minus10).score).toBe(125 - 10);
    const minus20 = with_({}, { 'Strict-Transport-Security': undefined });
    expect(scoreObservatory(minus20).score).toBe(80);
  });
});

describe('content-security-policy', () => {
  const csp = (policy: string) =>
    resultOf(with_({}, { 'Content-Security-Policy': policy }), 'content-security-policy');

  test.each([
    [
      "default-src 'none'; script-src 'self'; form-action 'self'",
      'csp-implemented-with-no-unsafe-default-src-none',
      10,
    ],
    [
      "script-src 'self' 'unsafe-inline'; object-src 'none'",
      'csp-implemented-with-unsafe-inline',
      -20,
    ],
    [
      "script-src 'self'; object-src 'none'; style-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline-in-style-src-only',
      0,
    ],
    ["script-src 'self' 'unsafe-eval'; object-src 'none'", 'csp-implemented-with-unsafe-eval', -10],
    [
      "script-src 'self' http://cdn.example; object-src 'none'",
      'csp-implemented-with-insecure-scheme',
      -20,
    ],
    [
      "default-src 'self'; img-src http://img.example",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
      -10,
    ],
    ["script-src 'self'", 'csp-implemented-with-unsafe-inline', -20],
    ['default-src https:', 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self' data:", 'csp-implemented-with-unsafe-inline', -20],
    ["default-src 'self'; script-src 'self'; script-src 'none'", 'csp-header-invalid', -25],
    ["default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid', -25],
    ['x', 'csp-header-invalid', -25],
  ])('%s → %s', (policy, result, modifier) => {
    expect(csp(policy)).toMatchObject({ result, modifier });
  });

  test("a hash or nonce makes 'unsafe-inline' harmless, as browsers ignore it then", () => {
    expect(csp("default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-abc'")).toMatchObject({
      result: 'csp-implemented-with-no-unsafe',
    });
  });

  test("'strict-dynamic' with a hash makes host and scheme sources harmless", () => {
    expect(
      csp("default-src 'self'; script-src 'strict-dynamic' 'sha256-abc=' https: 'self'"),
    ).toMatchObject({ result: 'csp-implemented-with-no-unsafe' });
  });

  test('several policies: content is allowed only if every policy restricting it allows it', () => {
    // The second policy restricts nothing about scripts, so the first one decides.
    expect(csp(`${STRICT_CSP}, frame-ancestors https://partner.example`)).toMatchObject({
      result: 'csp-implemented-with-no-unsafe',
    });
    // One strict policy is enough to keep inline scripts out.
    expect(
      csp("script-src 'unsafe-inline'; object-src 'none', script-src 'self'; style-src 'self'"),
    ).toMatchObject({
      result: 'csp-implemented-with-no-unsafe',
    });
  });

  test('a policy in a <meta> element counts, without its header-only directives', () => {
    const meta = {
      ...with_({}, { 'Content-Security-Policy': undefined }),
      html: `<head><meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}"></head>`,
    };
    expect(resultOf(meta, 'content-security-policy')?.result).toBe(
      'csp-implemented-with-no-unsafe',
    );
    // frame-ancestors from <meta> is ignored, so X-Frame-Options is needed again.
    expect(resultOf(meta, 'x-frame-options')?.result).toBe('x-frame-options-not-implemented');
  });

  test('parsePolicy lower-cases, and an empty source list means none', () => {
    expect(parsePolicy("Script-Src 'SELF'; img-src")).toEqual(
      new Map([
        ['script-src', ["'self'"]],
        ['img-src', ["'none'"]],
      ]),
    );
  });
});

describe('the other tests', () => {
  test.each<
    [
      string,
      Partial<ObservatoryInput>,
      Record<string, string | undefined>,
      TestName,
      string,
      number,
    ]
  >([
    [
      'secure cookies with SameSite',
      { setCookies: ['a=1; Secure; SameSite=Lax'] },
      {},
      'cookies',
      'cookies-secure-with-httponly-sessions-and-samesite',
      5,
    ],
    [
      'a cookie without Secure, under HSTS',
      { setCookies: ['a=1'] },
      {},
      'cookies',
      'cookies-without-secure-flag-but-protected-by-hsts',
      -5,
    ],
    [
      'a session cookie readable by scripts',
      { setCookies: ['session=1; Secure'] },
      {},
      'cookies',
      'cookies-session-without-httponly-flag',
      -30,
    ],
    [
      'a session cookie without Secure or HSTS',
      { setCookies: ['sessionid=1; HttpOnly'] },
      { 'Strict-Transport-Security': undefined },
      'cookies',
      'cookies-session-without-secure-flag',
      -40,
    ],
    [
      'an invalid SameSite',
      { setCookies: ['a=1; Secure; SameSite=Maybe'] },
      {},
      'cookies',
      'cookies-samesite-flag-invalid',
      -20,
    ],
    [
      'CORS open to all',
      {},
      { 'Access-Control-Allow-Origin': '*' },
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-public-access',
      0,
    ],
    [
      'CORS reflecting the origin with credentials',
      {
        cors: {
          origin: 'https://evil.example',
          headers: {
            'Access-Control-Allow-Origin': 'https://evil.example',
            'Access-Control-Allow-Credentials': 'true',
          },
        },
      },
      {},
      'cross-origin-resource-sharing',
      'cross-origin-resource-sharing-implemented-with-universal-access',
      -50,
    ],
    [
      'http answered without a redirect',
      { httpRoute: ['http://site.example/'] },
      {},
      'redirection',
      'redirection-missing',
      -20,
    ],
    [
      'http redirected to another host first',
      { httpRoute: ['http://site.example/', 'https://www.site.example/'] },
      {},
      'redirection',
      'redirection-off-host-from-http',
      -5,
    ],
    [
      'http redirected over http first',
      {
        httpRoute: [
          'http://site.example/',
          'http://www.site.example/',
          'https://www.site.example/',
        ],
      },
      {},
      'redirection',
      'redirection-not-to-https-on-initial-redirection',
      -10,
    ],
    [
      'no http at all',
      { httpRoute: undefined },
      {},
      'redirection',
      'redirection-not-needed-no-http',
      0,
    ],
    [
      'a leaky referrer policy',
      {},
      { 'Referrer-Policy': 'unsafe-url' },
      'referrer-policy',
      'referrer-policy-unsafe',
      -5,
    ],
    [
      'the last understood referrer policy wins',
      {},
      { 'Referrer-Policy': 'unsafe-url, no-referrer, bogus' },
      'referrer-policy',
      'referrer-policy-private',
      5,
    ],
    [
      'HSTS sent twice',
      {},
      { 'Strict-Transport-Security': 'max-age=63072000, max-age=63072000' },
      'strict-transport-security',
      'hsts-header-invalid',
      -20,
    ],
    [
      'HSTS on the preload list',
      { hstsPreloaded: true },
      {},
      'strict-transport-security',
      'hsts-preloaded',
      5,
    ],
    [
      'a script from another site over https',
      { html: '<script src="https://cdn.other.example/x.js"></script>' },
      {},
      'subresource-integrity',
      'sri-not-implemented-but-external-scripts-loaded-securely',
      -5,
    ],
    [
      'a script from another site with integrity',
      {
        html: '<script src="https://cdn.other.example/x.js" integrity="sha384-x" crossorigin="anonymous"></script>',
      },
      {},
      'subresource-integrity',
      'sri-implemented-and-external-scripts-loaded-securely',
      5,
    ],
    [
      'a protocol-relative script',
      { html: '<script src="//cdn.other.example/x.js"></script>' },
      {},
      'subresource-integrity',
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
      -50,
    ],
    [
      'a script from a subdomain of the same site',
      { html: '<script src="https://static.site.example/x.js"></script>' },
      {},
      'subresource-integrity',
      'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      0,
    ],
    [
      'no script element',
      { html: '<p>text</p>' },
      {},
      'subresource-integrity',
      'sri-not-implemented-but-no-scripts-loaded',
      0,
    ],
    [
      'nosniff misspelt',
      {},
      { 'X-Content-Type-Options': 'no-sniff' },
      'x-content-type-options',
      'x-content-type-options-header-invalid',
      -5,
    ],
    [
      'X-Frame-Options without frame-ancestors',
      {},
      { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' },
      'x-frame-options',
      'x-frame-options-sameorigin-or-deny',
      0,
    ],
    [
      'neither X-Frame-Options nor frame-ancestors',
      {},
      { 'Content-Security-Policy': "default-src 'self'" },
      'x-frame-options',
      'x-frame-options-not-implemented',
      -20,
    ],
    [
      'CORP joined with a second value',
      {},
      { 'Cross-Origin-Resource-Policy': 'same-site, cross-origin' },
      'cross-origin-resource-policy',
      'corp-header-invalid',
      -5,
    ],
    [
      'CORP cross-origin',
      {},
      { 'Cross-Origin-Resource-Policy': 'cross-origin' },
      'cross-origin-resource-policy',
      'corp-implemented-with-cross-origin',
      0,
    ],
  ])('%s', (_label, changes, headers, test, result, modifier) => {
    expect(resultOf(with_(changes, headers), test)).toEqual({ test, result, modifier });
  });
});
