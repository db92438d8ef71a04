/**
 * The files a first visit to a page fetches, read from the build's webpack.stats.json: the
 * runtime (webpack's `app` chunk group), the template's chunk group, the form section's when the
 * page shows one (React.lazy loads it after hydration), and the page's JSON. bench/weight.ts
 * hands these lists to size-limit.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SamplePage } from './template-samples';

export type ChunkGroups = Record<string, { assets: { name: string }[] }>;

/** The lazily loaded section: its chunk group, and the section type whose page loads it. */
const FORM_SECTION = { chunkGroup: 'form-section', typename: 'ContentfulSectionForm' };

/** Paths relative to the build folder; each script in one list only. */
export interface FirstLoadFiles {
  /** Gatsby's framework and runtime, the same on every page. */
  runtime: string[];
  template: string[];
  /** Loaded after hydration: the form section's scripts on a page that shows a form. */
  lazy: string[];
  /** The page's page-data, the app data and the static queries' results. */
  data: string[];
}

export const readChunkGroups = (root: string): ChunkGroups => {
  const file = path.join(root, 'webpack.stats.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first.`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { namedChunkGroups: ChunkGroups })
    .namedChunkGroups;
};

const scriptsOf = (groups: ChunkGroups, name: string, already: readonly string[] = []) => {
  const group = groups[name];
  if (!group) throw new Error(`webpack.stats.json has no chunk group "${name}"`);
  return group.assets
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.js') && !already.includes(file));
};

export const firstLoadFiles = (
  root: string,
  groups: ChunkGroups,
  page: SamplePage,
): FirstLoadFiles => {
  const pageData = readFileSync(page.dataFile, 'utf8');
  const runtime = scriptsOf(groups, 'app');
  const template = scriptsOf(groups, page.chunkGroup, runtime);
  const lazy = pageData.includes(`"${FORM_SECTION.typename}"`)
    ? scriptsOf(groups, FORM_SECTION.chunkGroup, [...runtime, ...template])
    : [];
  const { staticQueryHashes = [] } = JSON.parse(pageData) as { staticQueryHashes?: string[] };
  const data = [
    path.relative(root, page.dataFile),
    'page-data/app-data.json',
    ...staticQueryHashes.map((hash) => `page-data/sq/d/${hash}.json`),
  ];
  return { runtime, template, lazy, data };
};
