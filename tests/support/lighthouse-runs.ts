/**
 * Lighthouse runs for `bench:lighthouse`: its CLI (mobile, default simulated throttling) in the
 * system Chromium, the figures the benchmark prints, medians over runs made in rounds, and a
 * loopback server for a build folder, answering like the CDN.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHROMIUM_LAUNCHER, LAUNCHER_ARGS, launcherEnv } from './find-chromium';
import { createNetlifyStaticServer } from '../../local-netlify/server';
import { headersFor, type HeaderRule } from '../../local-netlify/site-rules';

const ROOT = path.resolve(__dirname, '../..');

export interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * Lighthouse's own CPU benchmark, taken before the page loads: its simulation multiplies the
   * main thread's observed times by 4 whatever this says, so a slower minute of the machine
   * reads as more blocking time.
   */
  benchmarkIndex: number;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (result: LighthouseResult, audit: string) =>
  result.audits[audit]?.numericValue ?? Number.NaN;

/** Runs a command to its end, collecting stdout; the event loop stays free for the server. */
const run = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, commandArgs, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** One Lighthouse run (its CLI, defaults: mobile, simulated throttling) on one URL. */
const lighthouse = async (url: string): Promise<Figures> => {
  const result = await run(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${LAUNCHER_ARGS.join(' ')}`,
    ],
    // The launcher merges chrome-launcher's --disable-features list with ours.
    { ...launcherEnv(), CHROME_PATH: CHROMIUM_LAUNCHER },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(result.stdout) as LighthouseResult;
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  return {
    performance: score(report, 'performance'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Lighthouse on a loaded machine now and then gives up waiting for Chromium (a protocol
 * timeout); such a run is made again, up to twice, rather than ending the benchmark.
 */
export const lighthouseWithRetries = async (url: string): Promise<Figures> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  run failed, again (${attempt}/2): ${String(error).split('\n')[1] ?? error}`);
    }
  }
};

/** Every figure's median over several runs. */
const medians = (results: readonly Figures[]): Figures => {
  const keys = Object.keys(results[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(results.map((result) => result[key]))]),
  ) as unknown as Figures;
};

/**
 * A `_headers` file that serves every page of a yardstick with the headers the site's home page
 * gets from `siteRules` (the measured build's `_headers`), less the Content-Security-Policy:
 * its script hashes are the site's, so it would block the yardstick's own inline scripts. The
 * security headers change what a lab navigation costs (Cross-Origin-Opener-Policy makes
 * Chromium start the page in a new renderer process; docs/performance.md).
 */
export const yardstickHeadersFile = (siteRules: HeaderRule[]): string => {
  const headers = Object.entries(headersFor(siteRules, '/')).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
};

/** Serves a build folder like the CDN on a free loopback port while `work` runs. */
export const withServer = async <T>(
  dir: string,
  work: (origin: string) => Promise<T>,
): Promise<T> => {
  const server = createNetlifyStaticServer({ root: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
};

export interface Sample {
  template: string;
  path: string;
  url: string;
}

/**
 * Measures every sample once per round, `runs` rounds: the pages and the yardstick take turns,
 * so a change in the machine's load during the run weighs on all of them alike.
 */
export const measureInRounds = async (
  samples: readonly Sample[],
  runs: number,
  log: (text: string) => void,
) => {
  const results = new Map<Sample, Figures[]>(samples.map((sample) => [sample, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const sample of samples) {
      log(`round ${round}/${runs}: ${sample.template} (${sample.path})`);
      results.get(sample)?.push(await lighthouseWithRetries(sample.url));
    }
  }
  return samples.map((sample) => {
    const all = results.get(sample) ?? [];
    // Each run's figures too: the medians hide how far a page moves between runs.
    return { ...sample, figures: medians(all), eachRun: all };
  });
};
