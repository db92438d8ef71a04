/**
 * A content change's pictures, written into a folder: the pages whose HTML differs between two
 * builds of the same code (content before and after), screenshots of the first `maxPages` of
 * them before and after at each width, `index.html` showing them side by side
 * (review-index.ts) and `pages.md`, the table of pages for the pull request's comment.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { type AffectedPage, pagesChangedInOwnData } from './affected-pages';
import { changedHtmlPages } from './changed-html';
import { changedPagesComment } from './changed-pages-comment';
import { type Screenshot, takeScreenshots } from './page-screenshots';
import { type ReviewPage, reviewIndexHtml } from './review-index';

/** A build served on a local address. */
export interface ServedBuild {
  origin: string;
  close(): Promise<void>;
}

export interface ReviewFolderOptions {
  basePublicDir: string;
  headPublicDir: string;
  outDir: string;
  /** Pages pictured at most; the rest are listed only. */
  maxPages: number;
  /** Viewport widths in CSS pixels, e.g. a phone's and a desktop's. */
  widths: readonly number[];
  /** The change summary (Markdown), shown at the top of the index. */
  summary?: string;
  browser: Browser;
  /** Serves a build folder (the caller's server: see page-screenshots.ts). */
  serve(publicDir: string): Promise<ServedBuild>;
}

export const INDEX_FILE = 'index.html';
export const COMMENT_FILE = 'pages.md';
const SHOTS_DIR = 'shots';

export interface ReviewFolder {
  indexFile: string;
  commentFile: string;
  pages: ReviewPage[];
}

/** Picture names from the page's place in the list, never from its path (content text). */
const shotFile = (index: number, width: number, side: 'before' | 'after') =>
  `${SHOTS_DIR}/${String(index + 1).padStart(3, '0')}-${width}-${side}.png`;

const withBuild = async <T>(
  serve: ReviewFolderOptions['serve'],
  publicDir: string,
  work: (origin: string) => Promise<T>,
): Promise<T> => {
  const served = await serve(publicDir);
  try {
    return await work(served.origin);
  } finally {
    await served.close();
  }
};

/** Pages changed in their own data first, so a menu edit (every page) cannot crowd them out. */
export const reviewOrder = <T extends AffectedPage>(
  pages: readonly T[],
  ownDataChanged: ReadonlySet<string>,
): T[] => [
  ...pages.filter((page) => ownDataChanged.has(page.path)),
  ...pages.filter((page) => !ownDataChanged.has(page.path)),
];

export const writeReviewFolder = async (options: ReviewFolderOptions): Promise<ReviewFolder> => {
  const { outDir, widths, maxPages } = options;
  const changed = reviewOrder(
    changedHtmlPages(options.basePublicDir, options.headPublicDir),
    pagesChangedInOwnData(options.basePublicDir, options.headPublicDir),
  );
  const pages: ReviewPage[] = changed.map((page, index) => ({
    ...page,
    shots:
      index < maxPages
        ? widths.map((width) => ({
            width,
            before: page.change === 'added' ? undefined : shotFile(index, width, 'before'),
            after: page.change === 'removed' ? undefined : shotFile(index, width, 'after'),
          }))
        : [],
  }));
  const screenshots = (side: 'before' | 'after'): Screenshot[] =>
    pages.flatMap((page) =>
      page.shots.flatMap((shots) => {
        const file = shots[side];
        return file === undefined
          ? []
          : [{ path: page.path, width: shots.width, file: path.join(outDir, file) }];
      }),
    );

  rmSync(path.join(outDir, SHOTS_DIR), { recursive: true, force: true });
  mkdirSync(path.join(outDir, SHOTS_DIR), { recursive: true });
  await withBuild(options.serve, options.basePublicDir, (origin) =>
    takeScreenshots(options.browser, origin, screenshots('before')),
  );
  await withBuild(options.serve, options.headPublicDir, (origin) =>
    takeScreenshots(options.browser, origin, screenshots('after')),
  );

  const indexFile = path.join(outDir, INDEX_FILE);
  const commentFile = path.join(outDir, COMMENT_FILE);
  writeFileSync(indexFile, reviewIndexHtml({ pages, summary: options.summary }));
  writeFileSync(commentFile, changedPagesComment(pages));
  return { indexFile, commentFile, pages };
};
