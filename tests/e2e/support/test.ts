/**
 * The `test` every e2e spec imports instead of @playwright/test's. Its `page` fixture:
 *   - blocks (aborts) every request and WebSocket to a host other than 127.0.0.1/localhost
 *     (or, when a project sets the `allowedOrigin` option, other than that origin, as the
 *     deployed-site tests do), redirects to one included, and fails the test if any was
 *     attempted: the built site must not call out; hosts a test declares with
 *     `answerExternalRequests` are answered locally instead, and every request to another
 *     host is logged for `externalRequests`;
 *   - fails the test if the page logged a console error or threw an uncaught error, unless
 *     the test declared it with `allowConsoleErrors(page, /pattern/)`.
 *
 *   import { test, expect, allowConsoleErrors } from './support/test';
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { isLocalUrl, isNetworkUrl } from '../../support/local-url';

export { isLocalUrl };

interface Guard {
  allowedConsoleErrors: RegExp[];
  allowedExternal: RegExp[];
  answered: ExternalAnswer[];
  /** Every request to another host, answered or blocked, in order. */
  log: ExternalRequest[];
}

/** A host the test answers locally, as a stand-in for a third party. */
export interface ExternalAnswer {
  host: string;
  contentType?: string;
  body?: string;
}

export interface ExternalRequest {
  host: string;
  url: string;
  answered: boolean;
}

const guards = new WeakMap<BrowserContext, Guard>();

const guardOf = (page: Page): Guard => {
  const guard = guards.get(page.context());
  if (!guard) throw new Error('This page was not created by the test fixture of support/test.ts');
  return guard;
};

/**
 * Declares console errors (or uncaught page errors) this test expects, e.g. the one Chromium
 * logs for a page answered with status 404. Call it before the navigation that causes them.
 */
export const allowConsoleErrors = (page: Page, ...patterns: RegExp[]): void => {
  guardOf(page).allowedConsoleErrors.push(...patterns);
};

/**
 * Declares requests to other hosts this test expects: they are still blocked, but do not fail
 * the test. Use sparingly; the site is meant to load nothing from elsewhere.
 */
export const allowExternalRequests = (page: Page, ...patterns: RegExp[]): void => {
  guardOf(page).allowedExternal.push(...patterns);
};

/**
 * Answers requests to these hosts locally (status 200, an empty script unless a body is given)
 * instead of blocking them, and logs them: a stand-in for a third party whose requests the test
 * asserts on with `externalRequests`. Nothing ever leaves the machine.
 */
export const answerExternalRequests = (page: Page, ...answers: ExternalAnswer[]): void => {
  guardOf(page).answered.push(...answers);
};

/** Every request this test's pages made to another host so far, answered or blocked. */
export const externalRequests = (page: Page): readonly ExternalRequest[] => [...guardOf(page).log];

/** Chromium's console message for a request the route below aborted. */
const BLOCKED_BY_US = /net::ERR_BLOCKED_BY_CLIENT/;

export interface GuardOptions {
  /** The one origin requests may go to (e.g. a deploy preview); unset: the local hosts. */
  allowedOrigin: string | undefined;
}

export const test = base.extend<GuardOptions>({
  allowedOrigin: [undefined, { option: true }],
  // Playwright calls the second argument `use`; another name keeps react-hooks lint quiet.
  page: async ({ page, allowedOrigin }, provide) => {
    const isAllowed = (url: URL) =>
      allowedOrigin === undefined
        ? isLocalUrl(url)
        : !isNetworkUrl(url) || url.origin === allowedOrigin;
    const context = page.context();
    const guard: Guard = { allowedConsoleErrors: [], allowedExternal: [], answered: [], log: [] };
    guards.set(context, guard);
    const external: string[] = [];
    const errors: string[] = [];

    await context.route(
      (url) => !isAllowed(url),
      async (route) => {
        const request = route.request();
        const { host } = new URL(request.url());
        const answer = guard.answered.find((candidate) => candidate.host === host);
        guard.log.push({ host, url: request.url(), answered: answer !== undefined });
        if (answer) {
          await route.fulfill({
            status: 200,
            contentType: answer.contentType ?? 'text/javascript',
            body: answer.body ?? '',
          });
          return;
        }
        external.push(`${request.method()} ${request.url()} (${request.resourceType()})`);
        await route.abort('blockedbyclient');
      },
    );
    // Playwright routes only the first request of a redirect chain, so a redirect from an
    // allowed host to another is not seen above; the browser cannot resolve the other host
    // (offlineResolverFlag in tests/support/find-chromium.ts), and the attempt is reported here.
    context.on('request', (request) => {
      const from = request.redirectedFrom();
      if (!from) return;
      const url = new URL(request.url());
      if (isAllowed(url)) return;
      guard.log.push({ host: url.host, url: request.url(), answered: false });
      external.push(`${request.method()} ${request.url()} (redirected from ${from.url()})`);
    });
    await context.routeWebSocket(
      (url) => !isAllowed(url),
      async (socket) => {
        external.push(`WebSocket ${socket.url()}`);
        await socket.close({ code: 1008, reason: 'Blocked by the e2e test fixture' });
      },
    );

    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      if (BLOCKED_BY_US.test(message.text()) && url && !isAllowed(new URL(url))) return;
      const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
      // The page it happened on, for tests that visit several.
      const source = message.page();
      const on = source ? ` on ${new URL(source.url()).pathname}` : '';
      errors.push(`console.error${on}: ${message.text()}${where}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      errors.push(`uncaught error: ${error.stack ?? error.message}`);
    });

    await provide(page);

    const unexpectedErrors = errors.filter(
      (text) => !guard.allowedConsoleErrors.some((pattern) => pattern.test(text)),
    );
    const unexpectedExternal = external.filter(
      (text) => !guard.allowedExternal.some((pattern) => pattern.test(text)),
    );
    const problems: string[] = [];
    if (unexpectedErrors.length > 0) {
      problems.push(
        `${unexpectedErrors.length} console/page error(s) (declare expected ones with allowConsoleErrors):`,
        ...unexpectedErrors.map((text) => `  - ${text}`),
      );
    }
    if (unexpectedExternal.length > 0) {
      problems.push(
        `${unexpectedExternal.length} request(s) to non-local hosts were attempted (and blocked):`,
        ...unexpectedExternal.map((text) => `  - ${text}`),
      );
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
});

export { expect };

/** Opens a path and waits until React has hydrated it, so handlers are live (see src/root.tsx). */
export const gotoHydrated = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
};
