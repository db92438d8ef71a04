/**
 * The built site (public/, after `npm run build` or `build:fixtures`) as the MDN HTTP
 * Observatory would grade it: every page, with the headers `_headers` gives its address on
 * Netlify and its own HTML, scores 100 or more (A+).
 *
 * What `_headers` cannot say is Netlify's: it answers http:// with a 301 to the same address
 * over https, and sets no cookie on a static file.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageHtmlFiles } from '../../gatsby/public-html';
import { urlPathOf } from '../../gatsby/security-headers';
import { SITE_URL } from '../../src/lib/site-config';
import { headersFor, parseHeaders } from '../support/netlify-static-server';
import { scoreObservatory } from '../support/observatory';

const PUBLIC = path.resolve('public');
const A_PLUS = 100;

const pages = existsSync(PUBLIC) ? pageHtmlFiles(PUBLIC) : [];
const rules = existsSync(path.join(PUBLIC, '_headers'))
  ? parseHeaders(readFileSync(path.join(PUBLIC, '_headers'), 'utf8'))
  : [];

const scoreOf = (file: string) => {
  const address = urlPathOf(file);
  const https = `${SITE_URL.replace(/^http:/, 'https:')}${address}`;
  return scoreObservatory({
    url: https,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headersFor(rules, address) },
    html: readFileSync(path.join(PUBLIC, file), 'utf8'),
    httpRoute: [https.replace(/^https:/, 'http:'), https],
  });
};

test('public/ holds a build with its _headers', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(rules.length).toBeGreaterThan(0);
});

test('every page scores A+ (100 or more) on the Observatory rules', () => {
  const scores = pages.map((file) => ({ file, ...scoreOf(file) }));
  const low = scores.filter(({ score }) => score < A_PLUS);
  const lowest = Math.min(...scores.map(({ score }) => score));
  console.log(`Observatory score: ${lowest} at the lowest, over ${scores.length} pages`);
  expect(
    low.map(({ file, score, results }) => ({
      file,
      score,
      failed: results.filter(({ modifier }) => modifier < 0).map(({ result }) => result),
    })),
  ).toEqual([]);
});

test('the home page: the scored outcomes behind its grade', () => {
  const { score, grade, results } = scoreOf('index.html');
  expect(grade).toBe('A+');
  expect(Object.fromEntries(results.map(({ test, result }) => [test, result]))).toMatchObject({
    'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
    'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
    'x-frame-options': 'x-frame-options-implemented-via-csp',
    'referrer-policy': 'referrer-policy-private',
    'cross-origin-resource-policy': 'corp-implemented-with-same-site',
  });
  expect(score).toBeGreaterThanOrEqual(A_PLUS);
});

test('no source map is published', () => {
  const maps = readdirSync(PUBLIC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
  expect(maps).toEqual([]);
});
