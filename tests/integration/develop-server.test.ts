/**
 * `npm start` runs the site from the content mirror, with GraphiQL: `gatsby develop` on a copy
 * of the site with the fixture mirror serves a page that hydrates in Chromium without an error,
 * GraphiQL's endpoint answers a query on the mirror's content, and form POSTs reach the local
 * store. (Develop calls some browser hooks in another order than a build: it wraps the root
 * before client entry.)
 */
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { LOCAL_SUBMISSIONS_FILE, readSubmissions } from '../../gatsby/local-form-submissions';
import { encodeSubmission, SUBMISSION_CONTENT_TYPE } from '../../src/forms/wire-format';
import { playwrightLaunchOptions } from '../../local-chromium/find-chromium';
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
  // The first request waits for the dev server's first compile, which a busy machine stretches.
  await page.goto(`${server.origin}/`, { waitUntil: 'commit', timeout: 120_000 });
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

test('concurrent large form POSTs are recorded as whole lines in the local store', async () => {
  const sent = Array.from({ length: 40 }, (_, index) => ({
    name: `sender-${index}`,
    message: `${index}:`.padEnd(900_000, 'x'),
  }));
  // Five connections at a time: the bodies still arrive side by side, and gatsby develop, which
  // compiles in the same process and proxies each request, is not flooded on a busy machine.
  const agent = new http.Agent({ maxSockets: 5 });
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${server.origin}/contact`,
        { method: 'POST', agent, headers: { 'content-type': SUBMISSION_CONTENT_TYPE } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const statuses = await Promise.all(
    sent.map((fields) => post(encodeSubmission('contact', fields))),
  ).finally(() => agent.destroy());
  expect(statuses).toEqual(Array(40).fill(200));
  // Each message compared here: a diff of 36 MB of text would drown a failure's message.
  const messageOf = (name: string) => `${name.replace('sender-', '')}:`.padEnd(900_000, 'x');
  const recorded = readSubmissions(path.join(site.dir, LOCAL_SUBMISSIONS_FILE))
    .map(({ fields: { name = '', message } }) => ({ name, intact: message === messageOf(name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  expect(recorded).toEqual(
    sent.map(({ name }) => ({ name, intact: true })).sort((a, b) => a.name.localeCompare(b.name)),
  );
});
