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

/** The sample pages of the build in `root`, by template name. */
export const samplePages = (root: string): SamplePage[] => {
  const samples = new Map<string, SamplePage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page-data.json') {
        const data = JSON.parse(readFileSync(full, 'utf8')) as {
          componentChunkName: string;
          path: string;
          matchPath?: string;
        };
        const chunkGroup = data.componentChunkName;
        if (!samples.has(chunkGroup) && !data.matchPath)
          samples.set(chunkGroup, {
            template: chunkGroup.replace(/^component---/, ''),
            chunkGroup,
            path: data.path,
            dataFile: full,
          });
      }
    }
  };
  walk(path.join(root, 'page-data'));
  return [...samples.values()].sort((a, b) => a.template.localeCompare(b.template));
};
