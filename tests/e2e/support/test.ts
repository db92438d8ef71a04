/**
 * The `test` every e2e spec imports instead of @playwright/test's. Its `page` fixture:
 *   - blocks every request and WebSocket to a host other than 127.0.0.1/localhost
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
import { test as base, expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { isLocalUrl, isNetworkUrl } from '../../support/local-url';

export { isLocalUrl };

interface Guard {
  /** Decides which requests are local, for the route of `answerExternalRequests`. */
  isAllowed: (url: URL) => boolean;
  /** Set once a test answers hosts. */
  answering?: Promise<void>;
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
  /** Answers each request itself (e.g. from a loopback server), instead of with the body. */
  respond?: (route: Route) => Promise<void>;
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
 * instead of letting them fail, and logs them: a stand-in for a third party whose requests the
 * test asserts on with `externalRequests`. Nothing ever leaves the machine. Await it before
 * the page loads.
 */
export const answerExternalRequests = (page: Page, ...answers: ExternalAnswer[]): Promise<void> => {
  const guard = guardOf(page);
  guard.answered.push(...answers);
  guard.answering ??= page
    .context()
    .route(
      (url) => !guard.isAllowed(url),
      async (route) => {
        const { host } = new URL(route.request().url());
        const answer = guard.answered.find((candidate) => candidate.host === host);
        if (!answer) {
          await route.abort('namenotresolved');
          return;
        }
        if (answer.respond) {
          await answer.respond(route);
          return;
        }
        await route.fulfill({
          status: 200,
          contentType: answer.contentType ?? 'text/javascript',
          body: answer.body ?? '',
        });
      },
    )
    .then(() => undefined);
  return guard.answering;
};

/** Every request this test's pages made to another host so far, answered or blocked. */
export const externalRequests = (page: Page): readonly ExternalRequest[] => [...guardOf(page).log];

/** Chromium's console message for a request to a host the tests' browser cannot resolve. */
const BLOCKED_BY_US = /net::ERR_NAME_NOT_RESOLVED/;

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
    const guard: Guard = {
      isAllowed,
      allowedConsoleErrors: [],
      allowedExternal: [],
      answered: [],
      log: [],
    };
    guards.set(context, guard);
    const external: string[] = [];
    const errors: string[] = [];

    // Other hosts do not resolve in the tests' browser (offlineResolverFlag in
    // local-chromium/find-chromium.ts), so a request to one fails at once; it is noted here,
    // redirects included. Not a route: a route holds every request of the page (the local
    // ones too) for a round trip to this process, about a tenth of the browser's work. Only
    // a test that answers hosts (below) adds one.
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (isAllowed(url)) return;
      const answered = guard.answered.some(({ host }) => host === url.host);
      guard.log.push({ host: url.host, url: request.url(), answered });
      if (answered) return;
      const from = request.redirectedFrom();
      const how = from ? `redirected from ${from.url()}` : request.resourceType();
      external.push(`${request.method()} ${request.url()} (${how})`);
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
  // A form section's code comes after the page's (React.lazy): the page is ready with its forms.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form[data-netlify]:not([hidden])')].every((form) =>
      form.hasAttribute('data-interactive'),
    ),
  );
  return response;
};
