/**
 * Code that fails to load, as a tab left open across a deploy meets it: scripts the server no
 * longer has (tests/e2e/chunk-errors.spec.ts, the session's in session.spec.ts).
 */
import type { Page, Request, Route } from '@playwright/test';

/** Chromium's, webpack's and Gatsby's words for a script that did not arrive. */
export const FAILED_LOAD =
  /Failed to load resource|ChunkLoadError|Loading chunk|page resources for .* not found|net::ERR_/;

/** What Playwright says of a request whose page went away while the route answered it. */
const ABANDONED = /has been disposed|has been closed/;

/**
 * Answers the scripts `matches` picks with a 404 (or a network failure), as a server does once a
 * deploy has replaced them: until the next document loads (the new build's page, whose scripts
 * arrive), or `always`, as a broken deploy would. Answers how many failed.
 */
export const failScripts = async (
  page: Page,
  matches: (url: string, body: () => Promise<string>) => Promise<boolean>,
  { always = false, how = 'status' }: { always?: boolean; how?: 'status' | 'network' } = {},
) => {
  let failed = 0;
  let deployed = false;
  page.on('request', (request) => {
    if (failed > 0 && !always && request.resourceType() === 'document') deployed = true;
  });
  const answer = async (route: Route) => {
    const response = await route.fetch();
    let body: string | undefined;
    const text = async () => (body ??= await response.text());
    const isScript = route.request().resourceType() === 'script';
    if (isScript && !deployed && (await matches(route.request().url(), text))) {
      failed += 1;
      if (how === 'network') return route.abort('connectionfailed');
      return route.fulfill({ status: 404, body: 'Not found' });
    }
    return route.fulfill({ response, body: await text() });
  };
  await page.context().route(/\.js(\?|$)/, async (route) => {
    try {
      await answer(route);
    } catch (error) {
      // The reload under test can drop the old page's script requests while they are answered.
      if (!ABANDONED.test(String(error))) throw error;
    }
  });
  return () => failed;
};

/** The documents the page loads at `path` from now on, in order. */
export const documentLoads = (page: Page, path: string) => {
  const loads: number[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) {
      loads.push(Date.now());
    }
  });
  return loads;
};
