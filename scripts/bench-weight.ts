/**
 * JS and CSS weight per page template of a finished build, raw, gzip and brotli.
 *
 *   tsx scripts/bench-weight.ts [--root public] [--json] [--budget 30]
 *
 * For every template (webpack chunk group "component---src-…"), the JS and CSS files it loads
 * on top of Gatsby's framework and runtime (the "app" chunk group: webpack runtime, React
 * framework and app chunks, listed once as the baseline). Emotion writes critical CSS inline
 * into each page's HTML, so the inline <style> bytes of one page of each template are listed
 * too. Exits 1 when a template ships more than the budget (KB, brotli) of JS above the
 * baseline: the site's aim is 30 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { samplePagesByTemplate } from '../tests/support/template-samples';

interface ChunkGroup {
  assets: { name: string }[];
}

interface Stats {
  namedChunkGroups: Record<string, ChunkGroup>;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const root = path.resolve(option('root', 'public'));
const budgetKb = Number(option('budget', '30'));
const asJson = args.includes('--json');

const sizesOf = (buffers: readonly Buffer[]): Sizes =>
  buffers.reduce<Sizes>(
    (sum, buffer) => ({
      raw: sum.raw + buffer.length,
      gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length,
      brotli:
        sum.brotli +
        brotliCompressSync(buffer, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

const fileSizes = (files: readonly string[]): Sizes =>
  sizesOf(files.map((file) => readFileSync(path.join(root, file))));

/** The built HTML of a path, in either layout (pretty URL file or folder index). */
const htmlOf = (pagePath: string): string | null => {
  const candidates =
    pagePath === '/'
      ? ['index.html']
      : [`${pagePath.replace(/^\//, '')}.html`, `${pagePath.replace(/^\//, '')}/index.html`];
  const found = candidates.map((file) => path.join(root, file)).find((file) => existsSync(file));
  return found ? readFileSync(found, 'utf8') : null;
};

const inlineCss = (html: string | null): Sizes =>
  sizesOf(
    html
      ? [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => Buffer.from(m[1] ?? ''))
      : [],
  );

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const main = () => {
  const stats = JSON.parse(readFileSync(path.join(root, 'webpack.stats.json'), 'utf8')) as Stats;
  const baselineFiles = (stats.namedChunkGroups.app?.assets ?? []).map((asset) => asset.name);
  const baseline = new Set(baselineFiles);
  const samples = samplePagesByTemplate(root);
  const rows = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name.startsWith('component---'))
    .map(([name, group]) => {
      const own = group.assets.map((asset) => asset.name).filter((file) => !baseline.has(file));
      const samplePath = samples.get(name) ?? null;
      return {
        chunkGroup: name,
        samplePath,
        js: fileSizes(own.filter((file) => file.endsWith('.js'))),
        cssFiles: fileSizes(own.filter((file) => file.endsWith('.css'))),
        inlineCss: inlineCss(samplePath ? htmlOf(samplePath) : null),
      };
    })
    .sort((a, b) => a.chunkGroup.localeCompare(b.chunkGroup));
  const framework = {
    files: baselineFiles,
    js: fileSizes(baselineFiles.filter((file) => file.endsWith('.js'))),
  };
  const over = rows.filter((row) => row.js.brotli > budgetKb * 1024);

  if (asJson) {
    console.log(JSON.stringify({ root, budgetKb, framework, templates: rows }, null, 2));
  } else {
    console.log(
      `Page weight from ${path.relative(process.cwd(), root) || '.'} (KB; raw / gzip / brotli)\n`,
    );
    console.log(
      `Framework and runtime (every page): JS ${kb(framework.js.raw)} / ${kb(framework.js.gzip)} / ${kb(framework.js.brotli)}`,
    );
    console.log(`  ${framework.files.join(', ')}\n`);
    console.log(
      [
        'template'.padEnd(44),
        'JS above runtime'.padEnd(24),
        'CSS files'.padEnd(20),
        'inline CSS (sample page)',
      ].join(' '),
    );
    for (const row of rows) {
      const triple = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`;
      console.log(
        [
          row.chunkGroup.replace(/^component---/, '').padEnd(44),
          triple(row.js).padEnd(24),
          triple(row.cssFiles).padEnd(20),
          `${triple(row.inlineCss)}${row.samplePath ? `  ${row.samplePath}` : ''}`,
        ].join(' '),
      );
    }
    console.log(
      over.length === 0
        ? `\nEvery template ships at most ${budgetKb} KB (brotli) of JS above the runtime.`
        : `\nOver the ${budgetKb} KB brotli budget: ${over.map((row) => row.chunkGroup).join(', ')}`,
    );
  }
  if (over.length > 0) process.exitCode = 1;
};

main();
