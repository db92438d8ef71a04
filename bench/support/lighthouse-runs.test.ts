import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headersFor } from '../../local-netlify/site-rules';
import { headerRulesOf } from '../../tests/support/header-rules';
import {
  readStoredResults,
  summarize,
  yardstickHeadersFile,
  type LighthouseResult,
  type Sample,
} from './lighthouse-runs';

const SITE_HEADERS = `
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
/static/*
  cache-control: public, max-age=31536000, immutable
# security headers start
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  Cross-Origin-Opener-Policy: same-origin
  X-Content-Type-Options: nosniff
/
  Content-Security-Policy: frame-ancestors 'none'
  X-Frame-Options: DENY
/blog/*
  X-Robots-Tag: noindex
`;

describe('yardstickHeadersFile', () => {
  let served: Record<string, string> = {};
  beforeAll(async () => {
    const yardstick = yardstickHeadersFile(await headerRulesOf(SITE_HEADERS));
    served = headersFor(await headerRulesOf(yardstick), '/page-2');
  });

  it("gives every page the site's home page headers", () => {
    expect(served).toEqual({
      'cache-control': 'public, max-age=0, must-revalidate',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });

  it("leaves out the site's Content-Security-Policy, whose hashes are the site's scripts", () => {
    expect(Object.keys(served).map((name) => name.toLowerCase())).not.toContain(
      'content-security-policy',
    );
  });
});

const result = (url: string, tbtMs: number, benchmarkIndex = 2000): LighthouseResult => ({
  requestedUrl: url,
  categories: {
    performance: { score: 0.9 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 0.92 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1200 },
    'total-blocking-time': { numericValue: tbtMs },
    'cumulative-layout-shift': { numericValue: 0 },
  },
  environment: { benchmarkIndex },
});

describe('summarize', () => {
  const samples = [
    { template: 'post', path: '/p', url: 'http://127.0.0.1:1/p' },
    { template: 'hello', path: '/', url: 'http://127.0.0.1:2' },
  ];

  it("gives each page its runs in order and every figure's median", () => {
    const results = [300, 100, 200].flatMap((tbt) => [
      result('http://127.0.0.1:1/p', tbt, tbt * 10),
      result('http://127.0.0.1:2/', tbt / 2),
    ]);
    const [post, hello] = summarize(samples, results);
    expect(post?.eachRun.map((run) => run.tbtMs)).toEqual([300, 100, 200]);
    expect(post?.figures).toEqual({
      performance: 90,
      lcpMs: 1200,
      tbtMs: 200,
      cls: 0,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      benchmarkIndex: 2000,
    });
    expect(hello?.figures.tbtMs).toBe(100);
  });

  it('takes the middle two on an even count of runs', () => {
    const results = [100, 400].map((tbt) => result('http://127.0.0.1:1/p', tbt));
    expect(summarize([samples[0] as Sample], results)[0]?.figures.tbtMs).toBe(250);
  });

  it('names the page lhci has no result for, and the page Lighthouse failed on', () => {
    expect(() => summarize(samples, [result('http://127.0.0.1:1/p', 1)])).toThrow(
      'lhci stored no result for http://127.0.0.1:2',
    );
    const failed = { ...result('http://127.0.0.1:1/p', 1), runtimeError: { message: 'NO_FCP' } };
    expect(() => summarize([samples[0] as Sample], [failed])).toThrow(
      'http://127.0.0.1:1/p: NO_FCP',
    );
  });
});

describe('readStoredResults', () => {
  it("reads lhci's results in the order it saved them, and nothing else", () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'lhci-'));
    try {
      mkdirSync(path.join(workDir, '.lighthouseci'));
      const save = (name: string, url: string) =>
        writeFileSync(path.join(workDir, '.lighthouseci', name), JSON.stringify(result(url, 1)));
      save('lhr-1700000000100.json', 'http://second');
      save('lhr-999.json', 'http://first');
      save('flags-x.json', 'http://not-a-result');
      expect(readStoredResults(workDir).map((stored) => stored.requestedUrl)).toEqual([
        'http://first',
        'http://second',
      ]);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
