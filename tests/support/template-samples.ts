/**
 * One built page per page template (webpack chunk group "component---src-…"), for the
 * benchmarks that look at each template once: the first page-data.json naming that component.
 * Client-only routes (pages with a matchPath) are left out: their HTML is a shell.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const samplePagesByTemplate = (root: string): Map<string, string> => {
  const samples = new Map<string, string>();
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
        if (!samples.has(data.componentChunkName) && !data.matchPath)
          samples.set(data.componentChunkName, data.path);
      }
    }
  };
  walk(path.join(root, 'page-data'));
  return samples;
};
