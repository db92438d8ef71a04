/**
 * The Content-Security-Policy from public/_headers, enforced by the browser, blocks nothing
 * the site itself does: one page of every template is opened, hydrated and, where it has
 * one, used (the blog search runs a query through Pagefind's WebAssembly). Any
 * `securitypolicyviolation` event or CSP console message fails the test.
 *
 * Built with third parties configured (GATSBY_EXTERNAL_SCRIPTS and their variables, see
 * docs/architecture.md), their hosts are answered here with empty files, so nothing leaves
 * localhost while the policy's host allow-lists are exercised.
 */
import type { Page } from '@playwright/test';
import { THIRD_PARTIES, configuredThirdParties } from '../../src/services/third-parties/registry';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const TEMPLATES = [
  { name: 'home', path: '/' },
  { name: 'landing page', path: '/build-your-own-team' },
  { name: 'case study list', path: '/case-studies' },
  { name: 'case study', path: '/case-studies/fixture-case-study' },
  { name: 'download', path: '/download/fixture-download' },
  { name: 'blog listing', path: '/blog' },
  { name: 'blog article', path: '/blog/fixture-post-one' },
  { name: 'blog category', path: '/blog/category/fixture-category' },
  { name: 'blog author', path: '/blog/author/fixture-author' },
  { name: 'blog search', path: '/blog/search?q=fixture' },
  { name: 'client-only route', path: '/freelancer/c-1042' },
  { name: 'booking frame', path: '/iframes/book-call/discovery' },
  { name: 'not-found page', path: '/this-page-does-not-exist' },
];

/** The hosts the configured third parties load from, answered locally with empty bodies. */
const thirdPartyHosts = (): RegExp[] =>
  configuredThirdParties(process.env).flatMap(({ party, value }) =>
    Object.values(party.origins(value))
      .flat()
      .map((origin) => {
        const host = new URL(origin.replace('*.', 'wildcard.')).host.replace('wildcard.', '');
        return new RegExp(`^(https|wss)://([^/]*\\.)?${host.replace(/\./g, '\\.')}(/|$)`);
      }),
  );

/** Records every CSP violation the page reports, from the first byte of every document. */
const recordViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

test.describe('Content-Security-Policy', { tag: '@any-viewport' }, () => {
  test.beforeEach(async ({ page }) => {
    const hosts = thirdPartyHosts();
    if (hosts.length > 0) {
      await page.route(
        (url) => hosts.some((host) => host.test(url.href)),
        (route) => route.fulfill({ status: 200, body: '', contentType: 'text/javascript' }),
      );
    }
  });

  test('every page is served with the policy, and the third parties of this build only', async ({
    request,
  }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'none'");
    // Each third party's hosts are allowed exactly when this build configures it (Sentry's
    // host comes from its DSN, so it is left out here).
    const configured = configuredThirdParties(process.env).map(({ party }) => party.id);
    for (const party of THIRD_PARTIES.filter(({ id }) => id !== 'sentry')) {
      const hosts = Object.values(party.origins('')).flat();
      const allowed = hosts.some((host) => policy.includes(host));
      expect(allowed, party.label).toBe(configured.includes(party.id));
    }
  });

  test('an inline script the policy does not list is reported, so the pass below can fail', async ({
    page,
  }) => {
    allowConsoleErrors(page, /violates the following Content Security Policy directive/);
    const violations = await recordViolations(page);
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });

  for (const { name, path } of TEMPLATES) {
    test(`${name} (${path}) runs without a CSP violation`, async ({ page }) => {
      if (path === '/this-page-does-not-exist') {
        allowConsoleErrors(page, /the server responded with a status of 404/);
      }
      const violations = await recordViolations(page);
      const response = await gotoHydrated(page, path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      if (path.startsWith('/blog/search')) {
        await expect(page.getByRole('link', { name: /fixture/i }).first()).toBeVisible();
      }
      // Let late work (prefetching, lazy images, timers) happen under the policy too.
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }
});
