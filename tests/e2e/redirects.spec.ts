/**
 * Redirects as Netlify receives them: every rule of the typed table is in public/_redirects
 * with its status, and the local Netlify-like server answers each with it; every page answers
 * its address with a trailing slash with a 301 to the address without it.
 */
import { readFileSync } from 'node:fs';
import { REDIRECTS } from '../../gatsby/redirects';
import { builtFile, sitemapUrls } from '../support/e2e-server';
import { allowExternalRequests, expect, externalRequests, test } from './support/test';

const rules = () =>
  readFileSync(builtFile('_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

const sitemapPaths = () => sitemapUrls().map((url) => new URL(url).pathname);

test.describe('redirects', { tag: '@any-viewport' }, () => {
  test('a redirect to another host is not followed out of the machine, and is reported', async ({
    page,
  }) => {
    const rule = REDIRECTS.find(({ to }) => /^https:\/\//.test(to));
    if (!rule) throw new Error('The redirect table has no target on another host');
    // Declared, so that the guard's report is read here (which hop, below) rather than
    // failing the test.
    allowExternalRequests(page, /\(redirected from /);
    const failure = await page.goto(rule.from).then(
      () => 'followed',
      (error: Error) => error.message,
    );
    // The browser was sent on by the server, and could not resolve the other host.
    expect(failure).toContain('net::ERR_NAME_NOT_RESOLVED');
    expect(externalRequests(page)).toEqual([
      { host: new URL(rule.to).host, url: rule.to, answered: false },
    ]);
  });

  test('public/_redirects carries every rule of the table with its status', () => {
    const written = rules();
    for (const rule of REDIRECTS) {
      const line = written.find(([from]) => from === rule.from);
      expect(line, rule.from).toBeDefined();
      expect(line?.[1], rule.from).toBe(rule.to);
      expect(line?.[2], rule.from).toBe(String(rule.status));
    }
  });

  test('each legacy address answers with its redirect', async ({ request }) => {
    for (const rule of REDIRECTS) {
      const response = await request.get(rule.from, { maxRedirects: 0 });
      expect(response.status(), rule.from).toBe(rule.status);
      expect(response.headers().location, rule.from).toBe(rule.to);
    }
  });

  test('every page answers its address with a trailing slash with a 301 to the address without', async ({
    request,
  }) => {
    const pages = sitemapPaths().filter((pagePath) => pagePath !== '/');
    expect(pages.length).toBeGreaterThan(3);
    for (const pagePath of pages) {
      const response = await request.get(`${pagePath}/`, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(301);
      expect(response.headers().location, pagePath).toBe(pagePath);
    }
  });
});
