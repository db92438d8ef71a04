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
  { name: 'home', path: '/', status: 200 },
  { name: 'landing page', path: '/build-your-own-team', status: 200 },
  { name: 'case study list', path: '/case-studies', status: 200 },
  { name: 'case study', path: '/case-studies/fixture-case-study', status: 200 },
  { name: 'download', path: '/download/fixture-download', status: 200 },
  { name: 'blog listing', path: '/blog', status: 200 },
  { name: 'blog article', path: '/blog/fixture-post-one', status: 200 },
  { name: 'blog category', path: '/blog/category/fixture-category', status: 200 },
  { name: 'blog author', path: '/blog/author/fixture-author', status: 200 },
  { name: 'blog search', path: '/blog/search?q=fixture', status: 200 },
  { name: 'client-only route', path: '/freelancer/c-1042', status: 200 },
  { name: 'booking frame', path: '/iframes/book-call/discovery', status: 200 },
  { name: 'not-found page', path: '/this-page-does-not-exist', status: 404 },
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

/** Opens `path` hydrated and lets its late work run: the policy must block none of it. */
const expectNoViolation = async (page: Page, path: string, violations: string[]) => {
  const response = await gotoHydrated(page, path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  if (path.startsWith('/blog/search')) {
    await expect(page.getByRole('link', { name: /fixture/i }).first()).toBeVisible();
  }
  // Let late work (prefetching, lazy images, timers) happen under the policy too.
  await page.waitForLoadState('networkidle');
  expect(violations, path).toEqual([]);
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

  // One page for every template but the not-found one, as a visitor moves through the site:
  // fewer browser contexts, and the shared scripts come from the cache. A step names each.
  test('every template but the not-found page runs without a CSP violation', async ({ page }) => {
    // A page load per template: the default timeout is for one, and npm test loads the cores.
    test.slow();
    const violations = await recordViolations(page);
    for (const { name, path } of TEMPLATES.filter(({ status }) => status === 200)) {
      await test.step(`${name} (${path}) runs without a CSP violation`, async () => {
        await expectNoViolation(page, path, violations);
      });
    }
  });

  // Apart: the not-found page's 404 is allowed in the console, which no other page should use.
  test('not-found page (/this-page-does-not-exist) runs without a CSP violation', async ({
    page,
  }) => {
    allowConsoleErrors(page, /the server responded with a status of 404/);
    const violations = await recordViolations(page);
    await expectNoViolation(page, '/this-page-does-not-exist', violations);
  });
});
