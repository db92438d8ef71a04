/**
 * Lighthouse on one page of every template of a production build, served like Netlify's CDN:
 *
 *   tsx scripts/bench-lighthouse.ts [--root public] [--runs 3] [--only <regexp>]
 *                                   [--no-yardstick] [--json]
 *
 * Mobile, Lighthouse's default simulated throttling, in the system Chromium
 * (tests/support/find-chromium.ts); each page `--runs` times, reporting the median of every
 * figure: performance score, LCP, TBT, CLS, and the accessibility, best-practices and SEO
 * scores. The yardstick is a bare Gatsby hello-world page (tests/support/bare-gatsby-site.ts),
 * built once in a temporary folder and measured in the same rounds as the templates (each
 * round measures every page once), and each template's TBT is also given as a multiple of it. Nothing here asserts a time:
 * docs/performance.md records the figures and the aims.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makeBareGatsbySite } from '../tests/support/bare-gatsby-site';
import { CHROMIUM_LAUNCH_ARGS, findChromium } from '../tests/support/find-chromium';
import { createNetlifyStaticServer } from '../tests/support/netlify-static-server';
import { samplePagesByTemplate } from '../tests/support/template-samples';

const ROOT = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const root = path.resolve(option('root', 'public'));
const runs = Number(option('runs', '3'));
const withYardstick = !args.includes('--no-yardstick');
/** Measures only the templates whose name matches (e.g. `--only blog-post`). */
const only = new RegExp(option('only', ''));
const asJson = args.includes('--json');

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
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
      `--chrome-flags=--headless=new ${CHROMIUM_LAUNCH_ARGS.join(' ')}`,
    ],
    { ...process.env, CHROME_PATH: findChromium() },
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
const lighthouseWithRetries = async (url: string): Promise<Figures> => {
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

/** Serves a build folder like the CDN on a free loopback port while `work` runs. */
const withServer = async <T>(dir: string, work: (origin: string) => Promise<T>): Promise<T> => {
  const server = createNetlifyStaticServer({ root: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
};

/** The yardstick: a Gatsby hello-world page, built in a temporary folder; `null` without it. */
const withYardstickBuild = async <T>(work: (dir: string | null) => Promise<T>): Promise<T> => {
  if (!withYardstick) return work(null);
  const site = makeBareGatsbySite(1, ['Hello,', 'world.']);
  try {
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`The hello-world build failed:\n${build.stdout}`);
    return await work(path.join(site.dir, 'public'));
  } finally {
    site.remove();
  }
};

const YARDSTICK = 'Gatsby hello world';

interface Sample {
  template: string;
  path: string;
  url: string;
}

/**
 * Measures every sample once per round, `runs` rounds: the pages and the yardstick take turns,
 * so a change in the machine's load during the run weighs on all of them alike.
 */
const measureInRounds = async (samples: readonly Sample[], log: (text: string) => void) => {
  const results = new Map<Sample, Figures[]>(samples.map((sample) => [sample, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const sample of samples) {
      log(`round ${round}/${runs}: ${sample.template} (${sample.path})`);
      results.get(sample)?.push(await lighthouseWithRetries(sample.url));
    }
  }
  return samples.map((sample) => ({ ...sample, figures: medians(results.get(sample) ?? []) }));
};

const row = (name: string, pagePath: string, figures: Figures, yardstick?: Figures) =>
  `| ${[
    name,
    `\`${pagePath}\``,
    figures.performance,
    `${(figures.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(figures.tbtMs)} ms`,
    yardstick ? `${(figures.tbtMs / Math.max(yardstick.tbtMs, 1)).toFixed(1)} ×` : '–',
    figures.cls.toFixed(3),
    figures.accessibility,
    figures.bestPractices,
    figures.seo,
  ].join(' | ')} |`;

const main = async () => {
  if (!existsSync(path.join(root, 'page-data'))) {
    console.error(`${root} holds no Gatsby build: run npm run build first.`);
    process.exit(1);
  }
  const templates = [...samplePagesByTemplate(root)]
    .filter(([chunk]) => only.test(chunk))
    .sort(([a], [b]) => a.localeCompare(b));
  const log = (text: string) => {
    if (!asJson) console.error(text);
  };
  const results = await withYardstickBuild((yardstickDir) =>
    withServer(root, async (origin) => {
      const samples: Sample[] = templates.map(([chunk, pagePath]) => ({
        template: chunk.replace(/^component---/, ''),
        path: pagePath,
        url: `${origin}${pagePath}`,
      }));
      if (!yardstickDir) return measureInRounds(samples, log);
      return withServer(yardstickDir, (yardstickOrigin) =>
        measureInRounds(
          [...samples, { template: YARDSTICK, path: '/', url: `${yardstickOrigin}/` }],
          log,
        ),
      );
    }),
  );
  if (asJson) {
    console.log(JSON.stringify({ runs, results }, null, 2));
    return;
  }
  const yardstick = results.find((result) => result.template === YARDSTICK)?.figures;
  console.log(`Lighthouse ${runs}-run medians, mobile, simulated throttling\n`);
  console.log(
    '| template | page | performance | LCP | TBT | TBT / hello world | CLS | accessibility | best practices | SEO |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const result of results)
    console.log(row(result.template, result.path, result.figures, yardstick));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
