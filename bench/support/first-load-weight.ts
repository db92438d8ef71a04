/**
 * The weight of a page's first load, as bench/weight.ts prints it and the budget check
 * (bench/check-budgets.ts) holds it against docs/performance.md's budgets: the files of
 * first-load-files.ts, each brotli-compressed on its own by size-limit as the CDN sends it.
 */
import path from 'node:path';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { firstLoadFiles, type ChunkGroups, type FirstLoadFiles } from './first-load-files';
import type { SamplePage } from './template-samples';

export interface PageWeight {
  template: string;
  path: string;
  /** Bytes, brotli: every script of the first load. */
  js: number;
  /** Bytes of the scripts beyond the runtime (the template's and the lazy ones). */
  aboveRuntime: number;
  lazy: number;
  json: number;
  files: FirstLoadFiles;
}

/**
 * Measures the pages of the build in `root`. The runtime's files are on every page, so each
 * file is compressed once and its size reused.
 */
export const createWeigher = (root: string, groups: ChunkGroups) => {
  const sizes = new Map<string, Promise<number>>();
  const fileBytes = (file: string) => {
    const known = sizes.get(file);
    if (known) return known;
    const measured = sizeLimit([filePlugin], [path.join(root, file)]).then(
      (results) => (results as [{ size: number }])[0].size,
    );
    sizes.set(file, measured);
    return measured;
  };
  const bytes = async (files: readonly string[]) =>
    (await Promise.all(files.map(fileBytes))).reduce((sum, size) => sum + size, 0);

  return async (page: SamplePage): Promise<PageWeight> => {
    const files = firstLoadFiles(root, groups, page);
    const lists = [files.runtime, files.template, files.lazy, files.data];
    const [runtime, template, lazy, json] = (await Promise.all(lists.map(bytes))) as [
      number,
      number,
      number,
      number,
    ];
    const js = runtime + template + lazy;
    return {
      template: page.template,
      path: page.path,
      js,
      aboveRuntime: js - runtime,
      lazy,
      json,
      files,
    };
  };
};
