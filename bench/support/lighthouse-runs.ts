/**
 * Lighthouse runs for bench/lighthouse.ts: `lhci collect` (mobile, simulated throttling) in the
 * system Chromium, one round per run over every page, then the figures read from the results
 * lhci stores in `.lighthouseci/`, with their medians.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_LAUNCHER, LAUNCHER_ARGS, launcherEnv } from '../../local-chromium/find-chromium';
import { headersFor, type HeaderRule } from '../../local-netlify/site-rules';

const LHCI = path.resolve(__dirname, '../../node_modules/.bin/lhci');

export interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * Lighthouse's CPU benchmark, taken before the page loads: its simulation multiplies the main
   * thread's times by 4 whatever this says, so a slower minute of the machine reads as more TBT.
   */
  benchmarkIndex: number;
}

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
export interface LighthouseResult {
  requestedUrl: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

export interface Sample {
  template: string;
  path: string;
  url: string;
}

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (result: LighthouseResult, audit: string) =>
  result.audits[audit]?.numericValue ?? Number.NaN;

export const figuresOf = (result: LighthouseResult): Figures => {
  if (result.runtimeError)
    throw new Error(`${result.requestedUrl}: ${result.runtimeError.message}`);
  return {
    performance: score(result, 'performance'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const medians = (runs: readonly Figures[]): Figures => {
  const keys = Object.keys(runs[0] as Figures) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Figures;
};

/** Each sample's medians and runs, from results in the order lhci made them. */
export const summarize = (samples: readonly Sample[], results: readonly LighthouseResult[]) =>
  samples.map((sample) => {
    const eachRun = results
      .filter((result) => new URL(result.requestedUrl).href === new URL(sample.url).href)
      .map(figuresOf);
    if (eachRun.length === 0) throw new Error(`lhci stored no result for ${sample.url}`);
    return { ...sample, figures: medians(eachRun), eachRun };
  });

/** lhci's stored results in `workDir`, oldest first (their names hold the time they were saved). */
export const readStoredResults = (workDir: string): LighthouseResult[] => {
  const dir = path.join(workDir, '.lighthouseci');
  return readdirSync(dir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .sort((a, b) => Number(a.slice(4, -5)) - Number(b.slice(4, -5)))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as LighthouseResult);
};

/** One `lhci collect` over every URL, adding its results to those of earlier rounds. */
const collectRound = (urls: readonly string[], workDir: string) =>
  new Promise<void>((resolve, reject) => {
    const args = ['collect', '--additive', '--numberOfRuns=1', `--chromePath=${CHROMIUM_LAUNCHER}`];
    args.push(
      `--settings.chromeFlags=${LAUNCHER_ARGS.join(' ')}`,
      ...urls.map((u) => `--url=${u}`),
    );
    // The launcher merges chrome-launcher's --disable-features list with ours.
    const child = spawn(LHCI, args, { cwd: workDir, env: launcherEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0 ? resolve() : reject(new Error(`lhci collect failed:\n${output}`)),
    );
  });

/**
 * Measures every sample once per round, `runs` rounds: the pages and the yardstick take turns,
 * so a change in the machine's load during the run weighs on all of them alike.
 */
export const measureInRounds = async (
  samples: readonly Sample[],
  runs: number,
  workDir: string,
  log: (text: string) => void,
) => {
  for (let round = 1; round <= runs; round += 1) {
    log(`round ${round}/${runs}: ${samples.length} pages`);
    await collectRound(
      samples.map((sample) => sample.url),
      workDir,
    );
  }
  return summarize(samples, readStoredResults(workDir));
};

/**
 * A `_headers` file that serves every page of a yardstick with the headers the site's home page
 * gets from `siteRules`, less the Content-Security-Policy, whose script hashes are the site's:
 * Cross-Origin-Opener-Policy alone changes what a lab load costs (docs/performance.md).
 */
export const yardstickHeadersFile = (siteRules: HeaderRule[]): string => {
  const headers = Object.entries(headersFor(siteRules, '/')).filter(
    ([name]) => name.toLowerCase() !== 'content-security-policy',
  );
  return ['/*', ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
};
