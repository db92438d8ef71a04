/**
 * Build benchmark: a throwaway copy of the site with N synthetic posts (cold build, warm rebuild,
 * peak memory of the process tree) beside the plain-Markdown Gatsby blog and a bare Gatsby site
 * with as many pages. Never a test: the figures depend on the machine. docs/performance.md.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from '../content-tools/mirror/mirror-files';
import { parseOptions } from './support/cli-options';
import { makeBareGatsbySite } from './support/bare-gatsby-site';
import { CPU_COUNT, assertBuilt, runBuild, type BuildRun } from './support/build-measure';
import { makeMarkdownBlogSite } from './support/markdown-blog-site';
import { WORDS, postFile, syntheticPost, writeSyntheticPosts } from './support/synthetic-posts';
import { makeTempSite } from '../tests/support/temp-site';

const ROOT = path.resolve(__dirname, '..');

const USAGE =
  'usage: npm run bench -- build [--posts 1000] [--mirror content|fixtures] [--no-markdown]\n' +
  '       [--no-bare] [--json] [--logs <dir>] [--keep]';
const options = parseOptions(
  {
    posts: { type: 'string', default: '1000' },
    mirror: { type: 'string', default: 'content' },
    'no-bare': { type: 'boolean', default: false },
    'no-markdown': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    /** Folder to keep each build's full output in (cold.log, warm.log, bare.log), for timings. */
    logs: { type: 'string', default: '' },
    keep: { type: 'boolean', default: false },
  },
  USAGE,
);
const POSTS = Number(options.posts);
const MIRROR = options.mirror;
const WITH_BARE = !options['no-bare'];
const WITH_MARKDOWN = !options['no-markdown'];
const AS_JSON = options.json;
const LOG_DIR = options.logs;
if (!Number.isInteger(POSTS) || POSTS < 0) {
  console.error(`--posts takes a whole number, not "${options.posts}"\n${USAGE}`);
  process.exit(2);
}

/** Builds a throwaway yardstick site and removes it again. */
const buildYardstick = async (
  label: string,
  site: { dir: string; remove: () => void },
): Promise<BuildRun> => {
  try {
    const run = await runBuild(site.dir, {}, label, LOG_DIR);
    assertBuilt(label, run);
    return run;
  } finally {
    site.remove();
  }
};

const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

const memory = (run: BuildRun) =>
  `peak memory ${run.peakPssMb} MB PSS (${run.peakRssMb} MB summed RSS)`;

// ------------------------------------------------------------------------------------------

const main = async () => {
  const site = makeTempSite();
  const log = (text: string) => {
    if (!AS_JSON) console.log(text);
  };
  try {
    if (MIRROR === 'content') {
      rmSync(site.contentDir, { recursive: true, force: true });
      cpSync(path.join(ROOT, 'content'), site.contentDir, { recursive: true });
    }
    writeSyntheticPosts(site.contentDir, POSTS);
    log(`Site copy: ${site.dir}; mirror: ${MIRROR} + ${POSTS} synthetic posts`);
    log(`GATSBY_CPU_COUNT=${CPU_COUNT} for every build`);

    log('Cold build…');
    const cold = await runBuild(site.dir, { CONTENT_DIR: site.contentDir }, 'cold', LOG_DIR);
    assertBuilt('Cold build', cold);
    log(`  ${cold.seconds.toFixed(1)} s, ${memory(cold)}, ${cold.pages ?? '?'} pages`);

    if (POSTS > 0) {
      const file = postFile(site.contentDir, Math.ceil(POSTS / 2));
      const post = JSON.parse(readFileSync(file, 'utf8')) as { fields: { body: string } };
      post.fields.body += '\n\nAn edited paragraph for the warm rebuild.';
      writeFileSync(file, serialize(post));
    }
    log('Warm rebuild after editing one post…');
    const warm = await runBuild(site.dir, { CONTENT_DIR: site.contentDir }, 'warm', LOG_DIR);
    assertBuilt('Warm rebuild', warm);
    log(`  ${warm.seconds.toFixed(1)} s, ${memory(warm)}`);

    let markdown: BuildRun | null = null;
    if (WITH_MARKDOWN && cold.pages) {
      log(`Markdown blog with the same ${POSTS} posts and ${cold.pages} pages…`);
      const posts = Array.from({ length: POSTS }, (_, index) => syntheticPost(index + 1));
      markdown = await buildYardstick('markdown', makeMarkdownBlogSite(posts, cold.pages));
    }
    let bare: BuildRun | null = null;
    if (WITH_BARE && cold.pages) {
      log(`Bare Gatsby site with ${cold.pages} pages…`);
      bare = await buildYardstick('bare', makeBareGatsbySite(cold.pages, WORDS));
    }

    const figures = (run: BuildRun | null) =>
      run
        ? {
            seconds: Number(run.seconds.toFixed(1)),
            peakPssMb: run.peakPssMb,
            peakRssMb: run.peakRssMb,
          }
        : null;
    const result = {
      posts: POSTS,
      mirror: MIRROR,
      pages: cold.pages,
      cold: figures(cold),
      warm: figures(warm),
      markdown: figures(markdown),
      bare: figures(bare),
      coldOverMarkdown: markdown ? ratio(cold.seconds, markdown.seconds) : null,
      warmOverCold: ratio(warm.seconds, cold.seconds),
      coldOverBare: bare ? ratio(cold.seconds, bare.seconds) : null,
    };
    if (AS_JSON) {
      console.log(JSON.stringify(result, null, 2));
    } else {
      const line = (label: string, run: BuildRun | null, note = '') => {
        if (run)
          console.log(`  ${label.padEnd(16)}${run.seconds.toFixed(1)} s, ${memory(run)}${note}`);
      };
      console.log(`\n${POSTS} synthetic posts (${MIRROR} mirror), ${cold.pages ?? '?'} pages`);
      line('cold build', cold);
      line('warm rebuild', warm, ' (one post edited)');
      line('markdown blog', markdown, ' (same posts and pages)');
      line('bare Gatsby', bare, ' (same number of pages)');
      if (result.coldOverMarkdown !== null)
        console.log(`  cold / markdown ${result.coldOverMarkdown}x (aim: at most 1.5x)`);
      console.log(`  warm / cold     ${result.warmOverCold}x (aim: at most 0.2x)`);
      console.log(
        `  peak memory     ${Math.max(cold.peakPssMb, warm.peakPssMb)} MB PSS (aim: at most 2048 MB)`,
      );
      if (result.coldOverBare !== null)
        console.log(`  cold / bare     ${result.coldOverBare}x (Gatsby's own floor)`);
    }
  } finally {
    if (!options.keep) site.remove();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
