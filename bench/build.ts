/**
 * Build benchmark: a copy of the site with N synthetic posts, cold and after one edited post,
 * beside the plain-Markdown Gatsby blog (the same) and a bare Gatsby site. docs/performance.md.
 */
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from '../content-tools/mirror/mirror-files';
import { parseOptions } from './support/cli-options';
import { makeBareGatsbySite } from './support/bare-gatsby-site';
import {
  CPU_COUNT,
  GATSBY_BUILD,
  assertBuilt,
  runBuild,
  type BuildRun,
} from './support/build-measure';
import { makeMarkdownBlogSite } from './support/markdown-blog-site';
import { WORDS, postFile, syntheticPost, writeSyntheticPosts } from './support/synthetic-posts';
import { makeTempSite } from '../tests/support/temp-site';

const ROOT = path.resolve(__dirname, '..');
/** The site's build as `npm run build` runs it: `gatsby build`, then the blog's search index. */
const SITE_BUILD = [
  GATSBY_BUILD,
  [
    path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
    path.join(ROOT, 'scripts/build-search-index.ts'),
  ],
];

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

/** The paragraph each warm rebuild adds to one post, the site's and the Markdown blog's. */
const EDIT = '\n\nAn edited paragraph for the warm rebuild.';

/** Builds a throwaway yardstick site, then after `edit` again if given, and removes it. */
const buildYardstick = async (
  label: string,
  site: { dir: string; remove: () => void },
  edit?: () => void,
): Promise<{ cold: BuildRun; warm: BuildRun | null }> => {
  try {
    const cold = await runBuild(site.dir, {}, label, LOG_DIR);
    assertBuilt(label, cold);
    if (!edit) return { cold, warm: null };
    edit();
    const warm = await runBuild(site.dir, {}, `${label}-warm`, LOG_DIR);
    assertBuilt(`${label}, warm`, warm);
    return { cold, warm };
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
    const env = { CONTENT_DIR: site.contentDir };
    const cold = await runBuild(site.dir, env, 'cold', LOG_DIR, SITE_BUILD);
    assertBuilt('Cold build', cold);
    log(`  ${cold.seconds.toFixed(1)} s, ${memory(cold)}, ${cold.pages ?? '?'} pages`);

    const edited = Math.ceil(POSTS / 2);
    if (POSTS > 0) {
      const file = postFile(site.contentDir, edited);
      const post = JSON.parse(readFileSync(file, 'utf8')) as { fields: { body: string } };
      post.fields.body += EDIT;
      writeFileSync(file, serialize(post));
    }
    log('Warm rebuild after editing one post…');
    const warm = await runBuild(site.dir, env, 'warm', LOG_DIR, SITE_BUILD);
    assertBuilt('Warm rebuild', warm);
    log(`  ${warm.seconds.toFixed(1)} s, ${memory(warm)}`);

    let markdown: BuildRun | null = null;
    let markdownWarm: BuildRun | null = null;
    if (WITH_MARKDOWN && cold.pages) {
      log(`Markdown blog with the same ${POSTS} posts and ${cold.pages} pages, cold and warm…`);
      const posts = Array.from({ length: POSTS }, (_, index) => syntheticPost(index + 1));
      const blog = makeMarkdownBlogSite(posts, cold.pages);
      const edit =
        POSTS > 0
          ? () => appendFileSync(blog.postFile(syntheticPost(edited).slug), EDIT)
          : undefined;
      ({ cold: markdown, warm: markdownWarm } = await buildYardstick('markdown', blog, edit));
    }
    let bare: BuildRun | null = null;
    if (WITH_BARE && cold.pages) {
      log(`Bare Gatsby site with ${cold.pages} pages…`);
      ({ cold: bare } = await buildYardstick('bare', makeBareGatsbySite(cold.pages, WORDS)));
    }
    const peakPss = (...runs: (BuildRun | null)[]) =>
      Math.max(...runs.map((run) => run?.peakPssMb ?? 0));
    const ourPeak = peakPss(cold, warm);
    const markdownPeak = peakPss(markdown, markdownWarm);

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
      markdownWarm: figures(markdownWarm),
      bare: figures(bare),
      coldOverMarkdown: markdown ? ratio(cold.seconds, markdown.seconds) : null,
      warmOverMarkdownWarm: markdownWarm ? ratio(warm.seconds, markdownWarm.seconds) : null,
      peakPssOverMarkdown: markdown ? ratio(ourPeak, markdownPeak) : null,
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
      line('markdown, warm', markdownWarm, ' (the same post edited)');
      line('bare Gatsby', bare, ' (same number of pages)');
      const aim = (label: string, value: number | null, note: string) => {
        if (value !== null) console.log(`  ${label.padEnd(16)}${value}x (${note})`);
      };
      aim('cold / markdown', result.coldOverMarkdown, 'aim: at most 1.5x');
      aim('warm / md warm', result.warmOverMarkdownWarm, 'aim: at most 1.5x');
      aim(
        'peak PSS / md',
        result.peakPssOverMarkdown,
        `${ourPeak} / ${markdownPeak} MB; aim: at most 1.2x`,
      );
      aim('warm / cold', result.warmOverCold, 'for reference');
      aim('cold / bare', result.coldOverBare, "Gatsby's own floor");
    }
  } finally {
    if (!options.keep) site.remove();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
