import { headersFor, parseHeaders } from '../../tests/support/netlify-static-server';
import { pagePolicy } from './content-security-policy';
import {
  SECTION_END,
  SECTION_START,
  rewriteHeadersFile,
  securityHeaderRules,
  unframedPatterns,
} from './headers-file';

const FRAME = '/iframes/book-call';
const PAGES = [
  '/',
  '/pricing',
  '/blog',
  '/blog/page/2',
  '/job/[jobId]',
  '/iframes/other',
  FRAME,
  `${FRAME}/[...]`,
];
const POLICY = pagePolicy({
  scriptHashes: ["'sha256-abc='"],
  thirdParties: {},
  connectOrigins: [],
});

const ADAPTER_FILE = [
  '',
  '# gatsby-adapter-netlify start',
  '/*',
  '  cache-control: public, max-age=0, must-revalidate',
  '  x-xss-protection: 1; mode=block',
  '  x-content-type-options: nosniff',
  '  referrer-policy: same-origin',
  '  x-frame-options: DENY',
  '/static/*',
  '  cache-control: public, max-age=31536000, immutable',
  '# gatsby-adapter-netlify end',
  '',
].join('\n');

const served = (frameOrigins: string[]) =>
  parseHeaders(
    rewriteHeadersFile(
      ADAPTER_FILE,
      securityHeaderRules({ pagePolicy: POLICY, pagePaths: PAGES, framePath: FRAME, frameOrigins }),
    ),
  );

/** The policies a response carries, as the browser splits the joined header. */
const policiesOf = (headers: Record<string, string>) =>
  (headers['Content-Security-Policy'] ?? '').split(', ');

describe('unframedPatterns', () => {
  test('"/", one segment, and the first segment of deeper pages, never the frame', () => {
    expect(unframedPatterns(PAGES, FRAME)).toEqual([
      '/',
      '/:segment',
      '/blog/*',
      '/job/*',
      '/iframes/other',
    ]);
  });

  test('a frame at the top of the site cannot be told apart from one-segment pages', () => {
    expect(() => unframedPatterns(PAGES, '/frame')).toThrow(/below a first path segment/);
  });
});

describe('the rewritten _headers, as the CDN answers', () => {
  const rules = served(['https://partner.example']);

  test.each(['/', '/pricing', '/blog/page/2', '/job/42', '/mistyped'])(
    '%s: the page policy, framing forbidden both ways, and every shared header',
    (address) => {
      const headers = headersFor(rules, address);
      expect(policiesOf(headers)).toEqual([
        expect.stringMatching(
          /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='/,
        ),
        "frame-ancestors 'none'",
      ]);
      expect(headers).toMatchObject({
        'X-Frame-Options': 'DENY',
        'Cross-Origin-Resource-Policy': 'same-site',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'cache-control': 'public, max-age=0, must-revalidate',
      });
      expect(headers['Permissions-Policy']).toContain('camera=()');
    },
  );

  test.each([FRAME, `${FRAME}/intro-call`])(
    '%s: framed by the configured origins only, with no X-Frame-Options to contradict it',
    (address) => {
      const headers = headersFor(rules, address);
      expect(policiesOf(headers)).toEqual([
        expect.stringMatching(/^default-src 'self'/),
        'frame-ancestors https://partner.example',
      ]);
      expect(headers['X-Frame-Options']).toBeUndefined();
      expect(headers['Cross-Origin-Resource-Policy']).toBeUndefined();
    },
  );

  test('with no origins configured the frame may be framed by nobody', () => {
    const headers = headersFor(served([]), `${FRAME}/intro-call`);
    expect(policiesOf(headers)[1]).toBe("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  test("the adapter's defaults that these replace are gone; X-XSS-Protection is not sent", () => {
    const headers = headersFor(rules, '/pricing');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain(
      'x-xss-protection',
    );
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

test('a second rewrite replaces the section of the first', () => {
  const rules = securityHeaderRules({
    pagePolicy: POLICY,
    pagePaths: PAGES,
    framePath: FRAME,
    frameOrigins: [],
  });
  const once = rewriteHeadersFile(ADAPTER_FILE, rules);
  expect(rewriteHeadersFile(once, rules)).toBe(once);
  expect(once.split(SECTION_START)).toHaveLength(2);
  expect(once.trimEnd().endsWith(SECTION_END)).toBe(true);
  expect(once).toContain('/static/*\n  cache-control: public, max-age=31536000, immutable');
});
