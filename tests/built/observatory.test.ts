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
import { pageHtmlFiles } from '../../content-tools/review/public-html';
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

const SPECIAL = [
  ['the home page', '/', 'index.html', 200],
  ['the booking frame', paths.bookCallFrame('discovery'), 'iframes/book-call/[...].html', 200],
  ['a mistyped address deep under an unknown segment', '/nope/deeper/still', '404.html', 404],
] as const;

/** The home page with the two policies its frame got before each address had one. */
const twoPoliciesInOneHeader = (): ObservatoryInput => {
  const { 'X-Frame-Options': _refused, ...home } = answer('/', 'index.html').headers;
  const pagePolicy = (home['Content-Security-Policy'] ?? '').replace(/; frame-ancestors .*$/, '');
  return {
    ...answer('/', 'index.html'),
    headers: {
      ...home,
      'Content-Security-Policy': `${pagePolicy}, frame-ancestors https://partner.example`,
    },
  };
};

// One grader run for every answer below: each run starts the Observatory afresh.
let pageAnswers: ObservatoryInput[] = [];
let pageGrades: ObservatoryGrade[] = [];
let specialGrades: ObservatoryGrade[] = [];
let twoPoliciesGrade: ObservatoryGrade | undefined;
beforeAll(() => {
  // Without a build, the first test says so; there is nothing to grade.
  if (pages.length === 0) return;
  pageAnswers = pages.map((file) => answer(urlPathOf(file), file));
  const special = SPECIAL.map(([, address, file, status]) => answer(address, file, status));
  const grades = gradeResponses([...pageAnswers, ...special, twoPoliciesInOneHeader()]);
  pageGrades = grades.slice(0, pageAnswers.length);
  specialGrades = grades.slice(pageAnswers.length, pageAnswers.length + special.length);
  twoPoliciesGrade = grades[grades.length - 1];
});

test('every page scores A+ (100 or more), with one policy', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(pageGrades).toHaveLength(pages.length);
  console.log(
    `Observatory score: ${Math.min(...pageGrades.map(({ score }) => score))} at the lowest, ` +
      `over ${pageGrades.length} pages`,
  );
  const low = pages.flatMap((file, index) => {
    const grade = pageGrades[index];
    const policies = policiesOf(pageAnswers[index] as ObservatoryInput).length;
    return grade && grade.score >= A_PLUS && policies === 1
      ? []
      : [{ file, score: grade?.score, policies, failed: grade && failed(grade) }];
  });
  expect(low).toEqual([]);
});

describe.each(SPECIAL.map((special, index) => [...special, index] as const))(
  '%s',
  (_name, address, file, status, index) => {
    test('carries one policy, which says who may frame it', () => {
      expect(policiesOf(answer(address, file, status))).toEqual([
        expect.stringMatching(/; frame-ancestors [^;]+$/),
      ]);
    });

    test('scores A+', () => {
      const grade = specialGrades[index];
      expect(grade && failed(grade)).toEqual([]);
      expect(grade?.score).toBeGreaterThanOrEqual(A_PLUS);
    });
  },
);

test('the home page: the outcomes behind its grade', () => {
  const grade = specialGrades[0];
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
  const grade = twoPoliciesGrade;
  expect(grade && failed(grade)).toContain('x-frame-options-not-implemented');
  expect(grade?.score).toBeLessThan(A_PLUS);
});

test('no source map is published', () => {
  const maps = readdirSync(PUBLIC, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.map'));
  expect(maps).toEqual([]);
});
