/**
 * `npm start` runs the site from the content mirror, with GraphiQL: `gatsby develop` on a copy
 * of the site with the fixture mirror serves a page that hydrates in Chromium without an error,
 * and GraphiQL's endpoint answers a query on the mirror's content. (Develop calls some browser
 * hooks in another order than a build: it wraps the root before client entry.)
 */
import { chromium, type Browser } from '@playwright/test';
import { playwrightLaunchOptions } from '../support/find-chromium';
import { isLocalUrl } from '../support/local-url';
import {
  makeTempSite,
  startDevelop,
  type DevelopServer,
  type TempSite,
} from '../support/temp-site';

let site: TempSite;
let server: DevelopServer;
let browser: Browser;

beforeAll(async () => {
  site = makeTempSite();
  server = await startDevelop(site);
  browser = await chromium.launch({ headless: true, ...playwrightLaunchOptions() });
}, 12 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  site?.remove();
});

test('the home page hydrates without an error, asking nothing of other hosts', async () => {
  const context = await browser.newContext();
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // An error on the way fails the test at once, naming it, rather than at the wait's end.
  const failed = new Promise<never>((_, reject) =>
    page.once('pageerror', (error) => reject(new Error(`the page threw: ${String(error)}`))),
  );
  failed.catch(() => undefined);
  await page.goto(`${server.origin}/`);
  await Promise.race([
    page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 }),
    failed,
  ]);
  const heading = await page.waitForSelector('h1', { timeout: 60_000 }).catch(async () => {
    throw new Error(`no h1 on the page; it shows: ${(await page.innerText('body')).slice(0, 300)}`);
  });
  expect(await heading.innerText()).not.toBe('');
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
});

test('GraphiQL is served, and its endpoint answers from the mirror', async () => {
  const graphiql = await fetch(`${server.origin}/___graphql`, { headers: { accept: 'text/html' } });
  expect(graphiql.status).toBe(200);
  expect(await graphiql.text()).toMatch(/graphiql/i);

  const answer = await fetch(`${server.origin}/___graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ allContentfulBlogPost { totalCount } }' }),
  });
  const { data } = (await answer.json()) as {
    data?: { allContentfulBlogPost?: { totalCount: number } };
  };
  expect(data?.allContentfulBlogPost?.totalCount).toBeGreaterThan(0);
});
