/**
 * What one page of every template costs a first visit, measured in Chromium against the build
 * served like the CDN (tests/support/page-weight.ts): every file asked for until the network is
 * quiet after load (hydration chunks included), each compressed as the CDN sends it.
 *
 *   tsx scripts/bench-weight.ts [--root public] [--compare <other public dir>] [--json]
 *                               [--budget 30] [--mobile] [--cpu-slowdown 4] [--profile]
 *                               [--search <query>]
 *
 * --compare measures the home page of another build in the same run (the Gatsby hello-world
 * yardstick) and prints each template's first-load JS and JSON as a multiple of it.
 * --budget (KB, brotli) is the aim for JS a template loads above Gatsby's framework and runtime
 * (webpack's "app" chunk group); templates over it are named and the exit code is 1.
 * --mobile measures at Lighthouse's mobile screen (which image files a page picks depends on it);
 * --cpu-slowdown slows Chromium's CPU as Lighthouse's mobile profile does (4), for the
 * main-thread columns; --profile adds where the JavaScript time goes, by function.
 * --search measures instead what a first blog search for <query> fetches: the search page opened
 * with the query in its address, and every file of the search index it loads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { measurePages, total, type PageWeight, type Sizes } from '../tests/support/page-weight';
import { parseOptions } from '../tests/support/cli-options';
import { samplePagesByTemplate } from '../tests/support/template-samples';
import { paths } from '../src/lib/paths';

const USAGE =
  'usage: npm run bench:weight -- [--root public] [--compare <dir>] [--json] [--budget 30]\n' +
  '       [--mobile] [--cpu-slowdown 4] [--profile] [--search <query>]';
const options = parseOptions(
  {
    root: { type: 'string', default: 'public' },
    compare: { type: 'string' },
    budget: { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
    mobile: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string', default: '1' },
    profile: { type: 'boolean', default: false },
    search: { type: 'string' },
  },
  USAGE,
);
const root = path.resolve(options.root);
const compareRoot = options.compare === undefined ? null : path.resolve(options.compare);
const budgetKb = Number(options.budget);
const asJson = options.json;
const measureOptions = {
  mobile: options.mobile,
  cpuSlowdown: Number(options['cpu-slowdown']),
  profile: options.profile,
};

for (const dir of [root, compareRoot]) {
  if (dir && !existsSync(path.join(dir, 'page-data'))) {
    console.error(`${dir} holds no Gatsby build (no page-data/): build the site first.`);
    process.exit(2);
  }
}

/** The framework and runtime every page loads (webpack's "app" chunk group). */
const runtimeFiles = (dir: string): Set<string> => {
  const stats = JSON.parse(readFileSync(path.join(dir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  return new Set((stats.namedChunkGroups.app?.assets ?? []).map((asset) => `/${asset.name}`));
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const JS_AND_JSON = ['js', 'json'] as const;

const summarize = (weight: PageWeight, runtime: ReadonlySet<string>) => {
  const js = weight.firstLoad.filter((resource) => resource.kind === 'js');
  return {
    path: weight.path,
    html: total(weight.firstLoad, ['html']),
    inlineCss: weight.inlineCss,
    js: total(js, ['js']),
    jsAboveRuntime: total(
      js.filter((resource) => !runtime.has(resource.url.split('?')[0] ?? '')),
      ['js'],
    ),
    json: total(weight.firstLoad, ['json']),
    cssFiles: total(weight.firstLoad, ['css']),
    images: total(weight.firstLoad, ['image']),
    jsAndJson: total(weight.firstLoad, JS_AND_JSON),
    mainThread: weight.mainThread,
    styleTags: weight.styleTags,
    hotspots: weight.hotspots,
    prefetched: total(weight.prefetched, ['html', 'js', 'json', 'css', 'image', 'font', 'other']),
    files: weight.firstLoad.map((resource) => ({
      url: resource.url,
      kind: resource.kind,
      brotli: resource.sizes.brotli,
    })),
  };
};

/** The files a first search fetches, next to what the search page itself loads. */
const measureSearch = async (query: string) => {
  const pagePath = paths.blogSearch(1, query);
  const [weight] = await measurePages(root, [pagePath], measureOptions);
  if (!weight) throw new Error(`${pagePath} was not measured`);
  const indexDir = path.posix.dirname(paths.searchIndexScript());
  const index = weight.firstLoad.filter((resource) => resource.url.startsWith(`${indexDir}/`));
  const page = weight.firstLoad.filter((resource) => !index.includes(resource));
  if (asJson) {
    console.log(JSON.stringify({ root, pagePath, index, page }, null, 2));
    return;
  }
  console.log(`A first search: ${pagePath} in ${path.relative('.', root) || '.'} (KB)\n`);
  console.log(`${'file'.padEnd(60)}     raw  brotli`);
  for (const resource of index) {
    console.log(
      `${resource.url.padEnd(60)} ${kb(resource.sizes.raw).padStart(7)} ${kb(resource.sizes.brotli).padStart(7)}`,
    );
  }
  const all = total(index, ['js', 'json', 'other', 'css', 'html']);
  console.log(
    `\nSearch index: ${index.length} files, ${kb(all.raw)} KB raw, ${kb(all.brotli)} KB brotli;` +
      ` the page itself: ${kb(total(page, JS_AND_JSON).brotli)} KB brotli of JS and JSON.`,
  );
};

const main = async () => {
  const samples = new Map([...samplePagesByTemplate(root)].sort(([a], [b]) => a.localeCompare(b)));
  const measured = await measurePages(root, [...samples.values()], measureOptions);
  const runtime = runtimeFiles(root);
  // measurePages answers in the order it was asked.
  const rows = [...samples.keys()].map((template, index) => ({
    template: template.replace(/^component---/, ''),
    ...summarize(measured[index] as PageWeight, runtime),
  }));
  const home = compareRoot
    ? (await measurePages(compareRoot, ['/'], measureOptions))[0]
    : undefined;
  const yardstick = compareRoot && home ? summarize(home, runtimeFiles(compareRoot)) : null;
  const over = rows.filter((row) => row.jsAboveRuntime.brotli > budgetKb * 1024);

  if (asJson) {
    console.log(
      JSON.stringify({ root, budgetKb, measureOptions, templates: rows, yardstick }, null, 2),
    );
  } else {
    const br = (sizes: Sizes) => kb(sizes.brotli).padStart(7);
    console.log(`First load of one page per template in ${path.relative('.', root) || '.'}`);
    console.log(
      '(KB brotli, each file as the CDN sends it; until the network is quiet after load;',
      `${measureOptions.mobile ? 'mobile' : 'desktop'} screen, CPU ${measureOptions.cpuSlowdown}× slower;`,
      'main thread and script in ms)\n',
    );
    const header = ['template'.padEnd(42), 'HTML', '(CSS)', '   JS', 'JS>rt', ' JSON'];
    console.log(
      [
        ...header.map((cell) => cell.padStart(7)),
        'css files',
        'images',
        'JS+JSON',
        ' ×hello',
        '  main',
        'script',
        'styles',
      ].join(' '),
    );
    const line = (name: string, row: ReturnType<typeof summarize>) =>
      console.log(
        [
          name.padEnd(42).slice(0, 42).padStart(7),
          br(row.html),
          br(row.inlineCss),
          br(row.js),
          br(row.jsAboveRuntime),
          br(row.json),
          br(row.cssFiles).padStart(9),
          br(row.images).padStart(6),
          br(row.jsAndJson),
          (yardstick
            ? `${(row.jsAndJson.brotli / yardstick.jsAndJson.brotli).toFixed(2)}×`
            : ''
          ).padStart(7),
          row.mainThread.tasks.toFixed(0).padStart(6),
          row.mainThread.script.toFixed(0).padStart(6),
          String(row.styleTags).padStart(6),
        ].join(' '),
      );
    for (const row of rows) line(row.template, row);
    if (yardstick) line('hello-world (yardstick)', yardstick);
    for (const row of measureOptions.profile ? [...rows, ...(yardstick ? [yardstick] : [])] : []) {
      console.log(`\nJavaScript self time on ${row.path} (ms):`);
      for (const spot of row.hotspots)
        console.log(`  ${spot.ms.toFixed(0).padStart(5)}  ${spot.where}`);
    }
    console.log('\nSample pages:');
    for (const row of rows) console.log(`  ${row.template}: ${row.path}`);
    console.log(
      over.length === 0
        ? `\nEvery template loads at most ${budgetKb} KB (brotli) of JS above the runtime.`
        : `\nOver the ${budgetKb} KB brotli aim for JS above the runtime: ${over.map((row) => row.template).join(', ')}`,
    );
  }
  if (over.length > 0) process.exitCode = 1;
};

const searchQuery = options.search;
(searchQuery === undefined ? main() : measureSearch(searchQuery)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
