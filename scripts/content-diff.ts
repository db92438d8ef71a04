/**
 * Before and after pictures of a content change: builds the site from the mirror at a git ref
 * (the base) and from the working tree's mirror (the head), with the working tree's code both
 * times, then writes the pages whose HTML changed, their screenshots and an index.html showing
 * them side by side into a folder, and prints the index's path (docs/content-workflow.md).
 *   npm run content:diff -- --base main
 *   npm run content:diff -- --base-public <dir> --head-public <dir> [--base-content <dir>]
 * Options: --out <dir> (default: a new temporary folder), --max-pages <n> (20),
 * --widths <px,px> (390,1280). The head's mirror is CONTENT_DIR, else content/.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { contentTypes } from '../content-models';
import { hashTree } from '../content-tools/contentful/mirror-tree';
import { readMirror } from '../content-tools/mirror/mirror-files';
import { changeSummaryMarkdown } from '../content-tools/review/change-summary';
import { contentChanges, mirrorSnapshot } from '../content-tools/review/content-changes';
import { mirrorAtRef } from '../content-tools/review/mirror-at-ref';
import { writeReviewFolder } from '../content-tools/review/review-folder';
import { playwrightLaunchOptions } from '../local-chromium/find-chromium';
import { serveBuild } from '../local-netlify/serve-build';

const USAGE =
  'Usage: npm run content:diff -- (--base <git ref> | --base-public <dir> --head-public <dir> [--base-content <dir>])\n' +
  '         [--out <dir>] [--max-pages <n>] [--widths <px,px>]';
const DEFAULT_MAX_PAGES = 20;
const DEFAULT_WIDTHS = '390,1280';
/** The summary's share of the index; the index shows what content:pull's body would. */
const SUMMARY_MAX = 60_000;

class UsageError extends Error {}

const options = () => {
  try {
    const { values } = parseArgs({
      options: {
        base: { type: 'string' },
        'base-public': { type: 'string' },
        'head-public': { type: 'string' },
        'base-content': { type: 'string' },
        out: { type: 'string' },
        'max-pages': { type: 'string', default: String(DEFAULT_MAX_PAGES) },
        widths: { type: 'string', default: DEFAULT_WIDTHS },
      },
      strict: true,
    });
    return values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
};

const maxPagesOf = (text: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new UsageError(`--max-pages must be a whole number, 0 or more, not "${text}"`);
  }
  return value;
};

const widthsOf = (text: string): number[] =>
  text.split(',').map((part) => {
    const width = Number(part.trim());
    if (!Number.isInteger(width) || width < 200 || width > 3840) {
      throw new UsageError(
        `--widths takes widths from 200 to 3840 px, comma-separated, not "${text}"`,
      );
    }
    return width;
  });

const gatsby = (command: 'build' | 'clean', contentDir: string): void => {
  if (command === 'build') console.log(`Building the site from ${contentDir}…`);
  const result = spawnSync('npx', ['gatsby', command], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`gatsby ${command} (${contentDir}) failed: see above.`);
};

/** Builds base, then head (left in public/); no search index, which pictures do not need. */
const buildBoth = (baseContent: string, headContent: string, workDir: string) => {
  const basePublic = path.join(workDir, 'base-public');
  gatsby('build', baseContent);
  // Copied, not moved: the temporary folder may be on another file system.
  cpSync('public', basePublic, { recursive: true });
  // The head build must render every page from its own mirror, not from the base's nodes.
  gatsby('clean', headContent);
  gatsby('build', headContent);
  return { basePublic, headPublic: path.resolve('public') };
};

const main = async (): Promise<void> => {
  const values = options();
  const maxPages = maxPagesOf(values['max-pages']);
  const widths = widthsOf(values.widths);
  const prebuilt = values['base-public'] !== undefined && values['head-public'] !== undefined;
  if (!prebuilt && values.base === undefined) {
    throw new UsageError('Give --base <git ref>, or both --base-public and --head-public');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'content-diff-work-'));
  try {
    const headContent = path.resolve(process.env.CONTENT_DIR || 'content');
    const baseContent =
      values['base-content'] ??
      (values.base === undefined ? undefined : mirrorAtRef(values.base, headContent, workDir));
    const summary =
      baseContent === undefined
        ? undefined
        : changeSummaryMarkdown(
            contentChanges(
              mirrorSnapshot(readMirror(baseContent), hashTree(baseContent)),
              mirrorSnapshot(readMirror(headContent), hashTree(headContent)),
              contentTypes,
            ),
            SUMMARY_MAX,
          );
    const { basePublic, headPublic } = prebuilt
      ? { basePublic: values['base-public'] as string, headPublic: values['head-public'] as string }
      : buildBoth(baseContent as string, headContent, workDir);

    const outDir = path.resolve(values.out ?? mkdtempSync(path.join(tmpdir(), 'content-diff-')));
    const browser = await chromium.launch(playwrightLaunchOptions());
    try {
      const folder = await writeReviewFolder({
        basePublicDir: basePublic,
        headPublicDir: headPublic,
        outDir,
        maxPages,
        widths,
        summary,
        browser,
        serve: serveBuild,
      });
      const pictured = folder.pages.filter((page) => page.shots.length > 0).length;
      console.log(`${folder.pages.length} page(s) changed, ${pictured} pictured.`);
      console.log(folder.indexFile);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}.\n${USAGE}` : message);
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
