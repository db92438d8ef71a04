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
 * round measures every page once), twice: as Gatsby builds it, and served with the headers the
 * measured site sends (less its script hashes), whose Cross-Origin-Opener-Policy alone changes
 * a lab load's cost (docs/performance.md). Each template's TBT is also given as a multiple of
 * each; under the table, every run's TBT of each page, to show the spread the medians hide.
 * Nothing here asserts a time: docs/performance.md records the figures and the aims.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeBareGatsbySite } from '../tests/support/bare-gatsby-site';
import {
  measureInRounds,
  withServer,
  yardstickHeadersFile,
  type Figures,
  type Sample,
} from '../tests/support/lighthouse-runs';
import { parseOptions } from '../tests/support/cli-options';
import { readHeaderRules } from '../local-netlify/site-rules';
import { samplePagesByTemplate } from '../tests/support/template-samples';

const ROOT = path.resolve(__dirname, '..');
const USAGE =
  'usage: npm run bench:lighthouse -- [--root public] [--runs 3] [--only <regexp>]\n' +
  '       [--no-yardstick] [--json]';
const options = parseOptions(
  {
    root: { type: 'string', default: 'public' },
    runs: { type: 'string', default: '3' },
    'no-yardstick': { type: 'boolean', default: false },
    /** Measures only the templates whose name matches (e.g. `--only blog-post`). */
    only: { type: 'string', default: '' },
    json: { type: 'boolean', default: false },
  },
  USAGE,
);
const root = path.resolve(options.root);
const runs = Number(options.runs);
const withYardstick = !options['no-yardstick'];
const only = new RegExp(options.only);
const asJson = options.json;

/** The yardstick's two copies: as Gatsby builds it, and with the site's headers. */
interface Yardsticks<T> {
  plain: T;
  siteHeaders: T;
}
type YardstickDirs = Yardsticks<string>;
type YardstickFigures = Yardsticks<Figures | undefined>;

/**
 * The yardstick: a Gatsby hello-world page, built in a temporary folder, and a copy of it
 * served with the measured site's headers (`yardstickHeadersFile`); `null` without it.
 */
const withYardstickBuild = async <T>(
  work: (dirs: YardstickDirs | null) => Promise<T>,
): Promise<T> => {
  if (!withYardstick) return work(null);
  const site = makeBareGatsbySite(1, ['Hello,', 'world.']);
  try {
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`The hello-world build failed:\n${build.stdout}`);
    const plain = path.join(site.dir, 'public');
    const siteHeaders = path.join(site.dir, 'public-site-headers');
    cpSync(plain, siteHeaders, { recursive: true });
    writeFileSync(
      path.join(siteHeaders, '_headers'),
      yardstickHeadersFile(await readHeaderRules(path.join(root, '_headers'))),
    );
    return await work({ plain, siteHeaders });
  } finally {
    site.remove();
  }
};

const YARDSTICK = 'Gatsby hello world';
const YARDSTICK_WITH_HEADERS = "Gatsby hello world, the site's headers";

/** A template's TBT as a multiple of a yardstick's. */
const multiple = (figures: Figures, yardstick?: Figures) =>
  yardstick ? `${(figures.tbtMs / Math.max(yardstick.tbtMs, 1)).toFixed(1)} ×` : '–';

const row = (name: string, pagePath: string, figures: Figures, yardsticks: YardstickFigures) =>
  `| ${[
    name,
    `\`${pagePath}\``,
    figures.performance,
    `${(figures.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(figures.tbtMs)} ms`,
    multiple(figures, yardsticks.plain),
    multiple(figures, yardsticks.siteHeaders),
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
  const results = await withYardstickBuild((yardstickDirs) =>
    withServer(root, async (origin) => {
      const samples: Sample[] = templates.map(([chunk, pagePath]) => ({
        template: chunk.replace(/^component---/, ''),
        path: pagePath,
        url: `${origin}${pagePath}`,
      }));
      if (!yardstickDirs) return measureInRounds(samples, runs, log);
      return withServer(yardstickDirs.plain, (plainOrigin) =>
        withServer(yardstickDirs.siteHeaders, (headersOrigin) =>
          measureInRounds(
            [
              ...samples,
              { template: YARDSTICK, path: '/', url: `${plainOrigin}/` },
              { template: YARDSTICK_WITH_HEADERS, path: '/', url: `${headersOrigin}/` },
            ],
            runs,
            log,
          ),
        ),
      );
    }),
  );
  if (asJson) {
    console.log(JSON.stringify({ runs, results }, null, 2));
    return;
  }
  const figuresOf = (template: string) =>
    results.find((result) => result.template === template)?.figures;
  const yardsticks = {
    plain: figuresOf(YARDSTICK),
    siteHeaders: figuresOf(YARDSTICK_WITH_HEADERS),
  };
  console.log(`Lighthouse ${runs}-run medians, mobile, simulated throttling\n`);
  console.log(
    "| template | page | performance | LCP | TBT | TBT / hello world | TBT / hello world with the site's headers | CLS | accessibility | best practices | SEO |",
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const result of results)
    console.log(row(result.template, result.path, result.figures, yardsticks));
  // A page whose blocking time is a task or two just over Lighthouse's 50 ms threshold (the
  // hello-world page's) moves a lot between runs, and every ratio above with it; so does the
  // machine's speed, which Lighthouse's benchmark index shows.
  console.log("\nTBT of each run, in round order (ms), with Lighthouse's benchmark index:");
  for (const result of results) {
    const runsText = result.eachRun.map(
      (figures) => `${Math.round(figures.tbtMs)} (${Math.round(figures.benchmarkIndex)})`,
    );
    console.log(`  ${result.template}: ${runsText.join(', ')}`);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
