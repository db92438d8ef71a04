/**
 * One built page per page template (webpack chunk group "component---src-…"), for the
 * benchmarks that look at each template once: the first page-data.json naming that component.
 * Client-only routes (pages with a matchPath) are left out: their HTML is a shell.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SamplePage {
  /** The template's name: its chunk group less `component---`. */
  template: string;
  chunkGroup: string;
  path: string;
  /** The page's page-data.json. */
  dataFile: string;
}

/** What a page's page-data.json says of it. */
export interface PageData {
  componentChunkName: string;
  path: string;
  matchPath?: string;
}

export const templateName = (chunkGroup: string): string => chunkGroup.replace(/^component---/, '');

/** The first of `pages` for each template, client-only routes left out. */
export const firstPerTemplate = <T>(pages: Iterable<[PageData, T]>): Map<string, [PageData, T]> => {
  const samples = new Map<string, [PageData, T]>();
  for (const [data, extra] of pages)
    if (!samples.has(data.componentChunkName) && !data.matchPath)
      samples.set(data.componentChunkName, [data, extra]);
  return samples;
};

/** Every page-data.json below `dir`, with what it says. */
function* pageDataFiles(dir: string): Generator<[PageData, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pageDataFiles(full);
    else if (entry.name === 'page-data.json')
      yield [JSON.parse(readFileSync(full, 'utf8')) as PageData, full];
  }
}

/** The sample pages of the build in `root`, by template name. */
export const samplePages = (root: string): SamplePage[] =>
  [...firstPerTemplate(pageDataFiles(path.join(root, 'page-data'))).values()]
    .map(([data, dataFile]) => ({
      template: templateName(data.componentChunkName),
      chunkGroup: data.componentChunkName,
      path: data.path,
      dataFile,
    }))
    .sort((a, b) => a.template.localeCompare(b.template));
