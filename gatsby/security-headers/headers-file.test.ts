import { headersFor, type HeaderRule } from '../../local-netlify/site-rules';
import { headerRulesOf } from '../../tests/support/header-rules';
import { pagePolicy } from './content-security-policy';
import {
  SECTION_END,
  SECTION_START,
  rewriteHeadersFile,
  securityHeaderRules,
} from './headers-file';

const FRAME = '/iframes/book-call';
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
  headerRulesOf(
    rewriteHeadersFile(
      ADAPTER_FILE,
      securityHeaderRules({ pagePolicy: POLICY, framePath: FRAME, frameOrigins }),
    ),
  );

/** The policies a response carries, as the browser splits the joined header. */
const policiesOf = (headers: Record<string, string>) =>
  headers['Content-Security-Policy']?.split(',').map((policy) => policy.trim()) ?? [];

const PAGE_POLICY =
  /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='.*; form-action 'self'; frame-ancestors /;

const ADDRESSES = {
  pages: ['/', '/pricing', '/blog', '/blog/fair-pay', '/blog/page/2', '/job/42'],
  frame: [FRAME, `${FRAME}/intro-call`],
  'the root 404': ['/mistyped'],
  'deep 404s under an unknown first segment': ['/nope/deeper', '/nope/deeper/still'],
  'static files': [
    '/app-2cc016f5.js',
    '/favicon.ico',
    '/static/0a1b/logo.png',
    '/page-data/blog/page-data.json',
  ],
};

describe.each([[[]], [['https://partner.example']]])(
  'the rewritten _headers with frame origins %j, as the CDN answers',
  (origins) => {
    let rules: HeaderRule[] = [];
    beforeAll(async () => {
      rules = await served(origins);
    });

    test.each(Object.entries(ADDRESSES).flatMap(([kind, list]) => list.map((a) => [kind, a])))(
      '%s: %s gets exactly one policy, which says who may frame it',
      (_kind, address) => {
        expect(policiesOf(headersFor(rules, address))).toEqual([
          expect.stringMatching(PAGE_POLICY),
        ]);
      },
    );

    test.each(['/', '/pricing', '/mistyped', '/app-2cc016f5.js'])(
      '%s refuses every frame, both ways',
      (address) => {
        const headers = headersFor(rules, address);
        expect(policiesOf(headers)[0]).toMatch(/; frame-ancestors 'none'$/);
        expect(headers).toMatchObject({
          'X-Frame-Options': 'DENY',
          'Cross-Origin-Resource-Policy': 'same-site',
        });
      },
    );

    test.each(['/', '/blog/fair-pay', '/nope/deeper/still', '/app-2cc016f5.js'])(
      '%s carries every shared header',
      (address) => {
        const headers = headersFor(rules, address);
        expect(headers).toMatchObject({
          'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Cross-Origin-Opener-Policy': 'same-origin',
          'cache-control': 'public, max-age=0, must-revalidate',
        });
        expect(headers['Permissions-Policy']).toContain('camera=()');
      },
    );
  },
);

describe('addresses two or more segments deep, the frame among them', () => {
  test.each([FRAME, `${FRAME}/intro-call`, '/blog/fair-pay', '/nope/deeper/still'])(
    '%s: framed by the configured origins only, with no X-Frame-Options to contradict them',
    async (address) => {
      const headers = headersFor(await served(['https://partner.example']), address);
      expect(policiesOf(headers)[0]).toMatch(/; frame-ancestors https:\/\/partner\.example$/);
      expect(headers['X-Frame-Options']).toBeUndefined();
      expect(headers['Cross-Origin-Resource-Policy']).toBeUndefined();
    },
  );

  test.each([FRAME, '/nope/deeper/still'])(
    '%s: with no origins configured, framed by nobody',
    async (address) => {
      const headers = headersFor(await served([]), address);
      expect(policiesOf(headers)[0]).toMatch(/; frame-ancestors 'none'$/);
      expect(headers['X-Frame-Options']).toBe('DENY');
    },
  );
});

test('a frame at the top of the site cannot be told apart from one-segment pages', () => {
  expect(() =>
    securityHeaderRules({ pagePolicy: POLICY, framePath: '/frame', frameOrigins: [] }),
  ).toThrow(/two or more path segments deep/);
});

test("the adapter's defaults that these replace are gone; X-XSS-Protection is not sent", async () => {
  const headers = headersFor(await served([]), '/pricing');
  expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-xss-protection');
  expect(headers['X-Frame-Options']).toBe('DENY');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});

test('a second rewrite replaces the section of the first', () => {
  const rules = securityHeaderRules({ pagePolicy: POLICY, framePath: FRAME, frameOrigins: [] });
  const once = rewriteHeadersFile(ADAPTER_FILE, rules);
  expect(rewriteHeadersFile(once, rules)).toBe(once);
  expect(once.split(SECTION_START)).toHaveLength(2);
  expect(once.trimEnd().endsWith(SECTION_END)).toBe(true);
  expect(once).toContain('/static/*\n  cache-control: public, max-age=31536000, immutable');
});
