/**
 * Lighthouse (lhci collect) on one page per template of a production build served like
 * Netlify's CDN, in rounds with the hello world as built and with the site's headers; prints
 * the medians and TBT as a multiple of each hello world's. Usage: see USAGE; docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeBareGatsbySite } from './support/bare-gatsby-site';
import { parseOptions } from './support/cli-options';
import { measureInRounds, yardstickHeadersFile, type Figures } from './support/lighthouse-runs';
import { samplePages } from './support/template-samples';
import { createNetlifyStaticServer } from '../local-netlify/server';
import { readHeaderRules } from '../local-netlify/site-rules';

const ROOT = path.resolve(__dirname, '..');
const USAGE =
  'usage: npm run bench -- lighthouse [--root public] [--runs 3] [--only <regexp>]\n' +
  '       [--compare <hello world public dir> | --no-yardstick] [--port 0] [--json]';
const options = parseOptions(
  {
    root: { type: 'string', default: 'public' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    compare: { type: 'string' },
    'no-yardstick': { type: 'boolean', default: false },
    port: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
  },
  USAGE,
);
const root = path.resolve(options.root);
const runs = Number(options.runs);
const firstPort = Number(options.port);
for (const [name, value, valid] of [
  ['--runs', options.runs, Number.isInteger(runs) && runs > 0],
  ['--port', options.port, Number.isInteger(firstPort) && firstPort >= 0],
] as const) {
  if (!valid) {
    console.error(`${name} takes a whole number, not "${value}"\n${USAGE}`);
    process.exit(2);
  }
}
const log = (text: string) => {
  if (!options.json) console.error(text);
};

/** Serves a build folder like the CDN while `work` runs; port 0 picks a free one. */
const withServer = async <T>(dir: string, port: number, work: (origin: string) => Promise<T>) => {
  const server = createNetlifyStaticServer({ root: dir });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
};

/** The hello world's build folder: `--compare`, or one built now and removed afterwards. */
const withHelloWorld = async <T>(work: (dir: string) => Promise<T>): Promise<T> => {
  if (options.compare) return work(path.resolve(options.compare));
  log('Building the hello world…');
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
const YARDSTICK_WITH_HEADERS = "Gatsby hello world, the site's headers";

const collect = (workDir: string) =>
  withServer(root, firstPort, async (origin) => {
    const samples = samplePages(root)
      .filter((page) => new RegExp(options.only).test(page.template))
      .map((page) => ({ template: page.template, path: page.path, url: origin + page.path }));
    if (options['no-yardstick']) return measureInRounds(samples, runs, workDir, log);
    return withHelloWorld(async (plain) => {
      const withHeaders = path.join(workDir, 'hello-world-site-headers');
      cpSync(plain, withHeaders, { recursive: true });
      const siteHeaders = yardstickHeadersFile(await readHeaderRules(path.join(root, '_headers')));
      writeFileSync(path.join(withHeaders, '_headers'), siteHeaders);
      const next = (n: number) => (firstPort === 0 ? 0 : firstPort + n);
      return withServer(plain, next(1), (plainOrigin) =>
        withServer(withHeaders, next(2), (headersOrigin) =>
          measureInRounds(
            [
              ...samples,
              { template: YARDSTICK, path: '/', url: `${plainOrigin}/` },
              { template: YARDSTICK_WITH_HEADERS, path: '/', url: `${headersOrigin}/` },
            ],
            runs,
            workDir,
            log,
          ),
        ),
      );
    });
  });

/** A template's TBT as a multiple of a yardstick's. */
const multiple = (figures: Figures, yardstick?: Figures) =>
  yardstick ? `${(figures.tbtMs / Math.max(yardstick.tbtMs, 1)).toFixed(1)} ×` : '–';

const main = async () => {
  if (!existsSync(path.join(root, 'page-data'))) {
    console.error(`${root} holds no Gatsby build: run npm run build first.`);
    process.exit(2);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const results = await collect(workDir).finally(() =>
    rmSync(workDir, { recursive: true, force: true }),
  );
  if (options.json) {
    console.log(JSON.stringify({ runs, results }, null, 2));
    return;
  }
  const figuresOf = (template: string) =>
    results.find((result) => result.template === template)?.figures;
  const plain = figuresOf(YARDSTICK);
  const withHeaders = figuresOf(YARDSTICK_WITH_HEADERS);
  console.log(`Lighthouse ${runs}-run medians, mobile, simulated throttling (lhci collect)\n`);
  console.log(
    "| template | page | performance | LCP | TBT | TBT / hello world | TBT / hello world with the site's headers | CLS | accessibility | best practices | SEO |",
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const { template, path: pagePath, figures } of results) {
    const cells = [template, `\`${pagePath}\``, figures.performance];
    cells.push(`${(figures.lcpMs / 1000).toFixed(2)} s`, `${Math.round(figures.tbtMs)} ms`);
    cells.push(multiple(figures, plain), multiple(figures, withHeaders), figures.cls.toFixed(3));
    cells.push(figures.accessibility, figures.bestPractices, figures.seo);
    console.log(`| ${cells.join(' | ')} |`);
  }
  // The medians hide how far a page moves between runs, and the machine's speed with it.
  console.log("\nTBT of each run, in round order (ms), with Lighthouse's benchmark index:");
  for (const result of results) {
    const each = result.eachRun.map(
      (run) => `${Math.round(run.tbtMs)} (${Math.round(run.benchmarkIndex)})`,
    );
    console.log(`  ${result.template}: ${each.join(', ')}`);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
