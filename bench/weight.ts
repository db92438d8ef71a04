/**
 * First-load JS of one page per template of a production build, brotli-compressed file by file
 * by size-limit, beside the hello world's (`--compare`). Usage: see USAGE; docs/performance.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseOptions } from './support/cli-options';
import { readChunkGroups } from './support/first-load-files';
import { createWeigher } from './support/first-load-weight';
import { samplePages } from './support/template-samples';

const USAGE =
  'usage: npm run bench -- weight [--root public] [--compare <hello world public dir>] [--json]';
const options = parseOptions(
  {
    root: { type: 'string', default: 'public' },
    compare: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
  USAGE,
);

const buildIn = (dir: string) => {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'page-data'))) {
    console.error(`${root} holds no Gatsby build (no page-data/): build it first.`);
    process.exit(2);
  }
  return root;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const main = async () => {
  const root = buildIn(options.root);
  const weigh = createWeigher(root, readChunkGroups(root));
  const rows = await Promise.all(samplePages(root).map(weigh));
  const compareRoot = options.compare === undefined ? null : buildIn(options.compare);
  const helloPage = compareRoot ? samplePages(compareRoot).find((page) => page.path === '/') : null;
  if (compareRoot && !helloPage) throw new Error(`${compareRoot} has no page at /`);
  const hello =
    compareRoot && helloPage
      ? await createWeigher(compareRoot, readChunkGroups(compareRoot))(helloPage)
      : null;

  if (options.json) {
    console.log(JSON.stringify({ root, templates: rows, hello }, null, 2));
  } else {
    console.log(`First-load JS of one page per template in ${path.relative('.', root) || '.'}`);
    console.log(
      "(KB brotli, each file on its own: webpack's app and template chunk groups, plus the",
      'form section a page with a form loads after hydration; JSON: page, app and static-query data)\n',
    );
    console.log(
      '| template | page | first-load JS | above runtime | of which lazy | × hello world | JSON |',
    );
    console.log('| --- | --- | --: | --: | --: | --: | --: |');
    for (const row of hello ? [...rows, { ...hello, template: 'Gatsby hello world' }] : rows) {
      const times = hello ? `${(row.js / hello.js).toFixed(2)} ×` : '–';
      const cells = [row.template, `\`${row.path}\``, kb(row.js), kb(row.aboveRuntime)];
      console.log(`| ${[...cells, kb(row.lazy), times, kb(row.json)].join(' | ')} |`);
    }
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
