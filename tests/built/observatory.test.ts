/**
 * The built site (PUBLIC_DIR, default public/, after `npm run build` or a fixture build) as the
 * MDN HTTP Observatory grades it: every page, the booking frame and a mistyped address deep
 * under an unknown first segment, each with the headers `_headers` gives its address on Netlify
 * and the HTML Netlify answers with, score 100 or more (A+) and carry one policy.
 *
 * What `_headers` cannot say is Netlify's: it answers http:// with a 301 to the same address
 * over https, and sets no cookie on a static file. A build that lets http:// origins frame its
 * deeper addresses (the plain fixture build) is marked down for it: graded builds use https.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageHtmlFiles } from '../../gatsby/public-html';
import { urlPathOf } from '../../gatsby/security-headers';
import { paths } from '../../src/lib/paths';
import { siteUrl } from '../../src/settings/build';
import { type HeaderRule, headersFor, readHeaderRules } from '../../local-netlify/site-rules';
import {
  type ObservatoryGrade,
  type ObservatoryInput,
  gradeResponses,
} from '../support/observatory';

const PUBLIC = path.resolve(process.env.PUBLIC_DIR ?? 'public');
const A_PLUS = 100;
const HTTPS_SITE = siteUrl().replace(/^http:/, 'https:');

const pages = existsSync(PUBLIC) ? pageHtmlFiles(PUBLIC) : [];
let rules: HeaderRule[] = [];
beforeAll(async () => {
  rules = await readHeaderRules(path.join(PUBLIC, '_headers'));
});

/** Netlify's answer at `address`: `file`'s HTML with the headers of the address's rules. */
const answer = (address: string, file: string, status = 200): ObservatoryInput => {
  const url = `${HTTPS_SITE}${address}`;
  return {
    url,
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headersFor(rules, address) },
    body: readFileSync(path.join(PUBLIC, file), 'utf8'),
    httpRoute: [url.replace(/^https:/, 'http:'), url],
  };
};

const policiesOf = (input: ObservatoryInput) =>
  Object.entries(input.headers)
    .filter(([name]) => name.toLowerCase() === 'content-security-policy')
    .flatMap(([, value]) => value.split(','));

const failed = (grade: ObservatoryGrade) =>
  grade.results.filter(({ modifier }) => modifier < 0).map(({ result }) => result);

test('PUBLIC_DIR holds a build with its _headers', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(rules.length).toBeGreaterThan(0);
});

test('every page scores A+ (100 or more), with one policy', () => {
  const answers = pages.map((file) => answer(urlPathOf(file), file));
  const grades = gradeResponses(answers);
  console.log(
    `Observatory score: ${Math.min(...grades.map(({ score }) => score))} at the lowest, ` +
      `over ${grades.length} pages`,
  );
  const low = pages.flatMap((file, index) => {
    const grade = grades[index];
    const policies = policiesOf(answers[index] as ObservatoryInput).length;
    return grade && grade.score >= A_PLUS && policies === 1
      ? []
      : [{ file, score: grade?.score, policies, failed: grade && failed(grade) }];
  });
  expect(low).toEqual([]);
});

describe.each([
  ['the home page', '/', 'index.html', 200],
  ['the booking frame', paths.bookCallFrame('discovery'), 'iframes/book-call/[...].html', 200],
  ['a mistyped address deep under an unknown segment', '/nope/deeper/still', '404.html', 404],
])('%s', (_name, address, file, status) => {
  test('carries one policy, which says who may frame it', () => {
    expect(policiesOf(answer(address, file, status))).toEqual([
      expect.stringMatching(/; frame-ancestors [^;]+$/),
    ]);
  });

  test('scores A+', () => {
    const [grade] = gradeResponses([answer(address, file, status)]);
    expect(grade && failed(grade)).toEqual([]);
    expect(grade?.score).toBeGreaterThanOrEqual(A_PLUS);
  });
});

test('the home page: the outcomes behind its grade', () => {
  const [grade] = gradeResponses([answer('/', 'index.html')]);
  expect(grade?.grade).toBe('A+');
  expect(
    Object.fromEntries(grade?.results.map(({ test, result }) => [test, result]) ?? []),
  ).toMatchObject({
    'content-security-policy': 'csp-implemented-with-unsafe-inline-in-style-src-only',
    'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
    'x-frame-options': 'x-frame-options-implemented-via-csp',
    'referrer-policy': 'referrer-policy-private',
    redirection: 'redirection-to-https',
    'cross-origin-resource-policy': 'corp-implemented-with-same-site',
  });
});

test('the grader reads two policies in one header as the Observatory does: as one', () => {
  // What the frame got before each address had one policy: the page's, then its framing.
  const { 'X-Frame-Options': _refused, ...home } = answer('/', 'index.html').headers;
  const pagePolicy = (home['Content-Security-Policy'] ?? '').replace(/; frame-ancestors .*$/, '');
  const [grade] = gradeResponses([
    {
      ...answer('/', 'index.html'),
      headers: {
        ...home,
        'Content-Security-Policy': `${pagePolicy}, frame-ancestors https://partner.example`,
      },
    },
  ]);
  expect(grade && failed(grade)).toContain('x-frame-options-not-implemented');
  expect(grade?.score).toBeLessThan(A_PLUS);
});

test('no source map is published', () => {
  const maps = readdirSync(PUBLIC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
  expect(maps).toEqual([]);
});
