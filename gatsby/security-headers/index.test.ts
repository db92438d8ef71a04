import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFor, readHeaderRules } from '../../local-netlify/site-rules';
import { MAX_INLINE_SCRIPTS, runtimeConnectOrigins, urlPathOf, writeSecurityHeaders } from '.';
import { scriptHashSource } from './inline-scripts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const served = async (address: string) =>
  headersFor(await readHeaderRules(path.join(root, '_headers')), address);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'public-'));
  write('_headers', '/*\n  x-xss-protection: 1; mode=block\n');
  write('index.html', '<script>boot()</script>');
  write('blog/post.html', '<script>boot()</script>');
  write('iframes/book-call.html', '<script>boot()</script>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('the policy allows the inline scripts of the pages, and only the configured hosts', async () => {
  writeSecurityHeaders(root, {
    GATSBY_EXTERNAL_SCRIPTS: 'true',
    GATSBY_GTM_ID: 'GTM-AB12CD3',
    GATSBY_API_URL: 'https://api.example/v2',
    GATSBY_BOOKING_FRAME_ORIGINS: 'https://partner.example',
  });
  const policy = (await served('/blog/post'))['Content-Security-Policy'] ?? '';
  expect(policy).toContain(
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashSource('boot()')} https://www.googletagmanager.com;`,
  );
  expect(policy).toContain("connect-src 'self' https://api.example https://*.analytics.google.com");
  expect(policy).not.toContain('segment');
  expect(policy).not.toContain(',');
  expect(policy).toMatch(/; frame-ancestors https:\/\/partner\.example$/);
  expect((await served('/iframes/book-call/x'))['Content-Security-Policy']).toBe(policy);
  expect((await served('/'))['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
  expect((await served('/'))['x-xss-protection']).toBeUndefined();
});

test('without the external-scripts switch no third-party host is allowed', async () => {
  writeSecurityHeaders(root, { GATSBY_GTM_ID: 'GTM-AB12CD3' });
  expect((await served('/'))['Content-Security-Policy']).not.toContain('googletagmanager');
});

test('the build stops when inline scripts differ from page to page', () => {
  for (let page = 0; page <= MAX_INLINE_SCRIPTS; page += 1) {
    write(`p${page}.html`, `<script>window.page=${page}</script>`);
  }
  expect(() => writeSecurityHeaders(root, {})).toThrow(
    /different inline scripts .* First seen on: /,
  );
});

test('a malformed booking-frame origin stops the build, naming the variable', () => {
  expect(() =>
    writeSecurityHeaders(root, { GATSBY_BOOKING_FRAME_ORIGINS: 'partner.example' }),
  ).toThrow(/GATSBY_BOOKING_FRAME_ORIGINS/);
});

test('runtimeConnectOrigins: the origins of the main API and the country lookup', () => {
  expect(
    runtimeConnectOrigins({
      GATSBY_API_URL: 'https://api.example',
      GATSBY_COUNTRY_LOOKUP_URL: 'https://geo.example/lookup?x=1',
    }),
  ).toEqual(['https://api.example', 'https://geo.example']);
  expect(runtimeConnectOrigins({})).toEqual([]);
});

test.each([
  ['index.html', '/'],
  ['pricing.html', '/pricing'],
  ['blog/index.html', '/blog'],
  ['blog/page/2.html', '/blog/page/2'],
])('urlPathOf(%s) is %s', (file, address) => {
  expect(urlPathOf(file)).toBe(address);
});
