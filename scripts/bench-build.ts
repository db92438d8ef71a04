/**
 * Build benchmark: the site with N synthetic blog posts, against the plain-Markdown Gatsby blog
 * a team would otherwise pick (the yardstick) and a bare Gatsby site, both with the same number
 * of pages.
 *
 *   tsx scripts/bench-build.ts --posts 1000 [--mirror content|fixtures] [--no-markdown]
 *                              [--no-bare] [--json] [--logs <dir>] [--keep]
 *
 * In a throwaway copy of the site (tests/support/temp-site.ts; the project's own .cache and
 * public/ are never touched) with a copy of the content mirror plus N generated posts spread
 * over its authors, categories and tags, it measures:
 *   - cold build: `gatsby build` from nothing;
 *   - warm rebuild: `gatsby build` again after editing one post (a delta sync);
 *   - peak memory: the highest resident memory of the build's whole process tree;
 * then builds the Markdown blog (tests/support/markdown-blog-site.ts: the same N post bodies,
 * gatsby-source-filesystem and gatsby-transformer-remark, padded with listing pages to the same
 * page count) and a bare Gatsby site (no plugins, one template, pages made from context) with
 * as many pages as the site build made, and prints the ratios against the aims. Every build
 * gets the same GATSBY_CPU_COUNT (the site's default from gatsby/build-workers.ts).
 * A benchmark, never a test: the figures depend on the machine and what else runs on it.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildCpuCount } from '../gatsby/build-workers';
import { serialize } from '../content-tools/mirror/mirror-files';
import { makeBareGatsbySite } from '../tests/support/bare-gatsby-site';
import { makeMarkdownBlogSite, type MarkdownPost } from '../tests/support/markdown-blog-site';
import { makeTempSite } from '../tests/support/temp-site';

const ROOT = path.resolve(__dirname, '..');

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const POSTS = Number(option('posts', '1000'));
const MIRROR = option('mirror', 'content');
const WITH_BARE = !args.includes('--no-bare');
const WITH_MARKDOWN = !args.includes('--no-markdown');
const AS_JSON = args.includes('--json');
/** Folder to keep each build's full output in (cold.log, warm.log, bare.log), for timings. */
const LOG_DIR = option('logs', '');
if (!Number.isInteger(POSTS) || POSTS < 0) throw new Error('--posts takes a whole number');

// ------------------------------------------------------------------------------------------
// Measuring a build: wall time and the peak resident memory of the process tree.

/** Resident memory (bytes) of a process and all its descendants, read from /proc. */
const treeRss = (rootPid: number): number => {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ")".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      const pid = Number(name);
      rss.set(pid, pages * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
};

interface BuildRun {
  seconds: number;
  peakRssMb: number;
  pages: number | null;
  status: number | null;
  tail: string;
}

/** The same worker count for every build measured, the site's and the bare one. */
const CPU_COUNT = buildCpuCount();

const runBuild = (cwd: string, env: Record<string, string>, label: string): Promise<BuildRun> =>
  new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
      cwd,
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
        GATSBY_CPU_COUNT: CPU_COUNT,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let peak = 0;
    const sample = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('close', (status) => {
      clearInterval(sample);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const plain = stripVTControlCharacters(output);
      if (LOG_DIR) {
        mkdirSync(LOG_DIR, { recursive: true });
        writeFileSync(path.join(LOG_DIR, `${label}.log`), plain);
      }
      const pages = /SitePage nodes: (\d+)/.exec(plain);
      resolve({
        seconds,
        peakRssMb: Math.round(peak / 1024 / 1024),
        pages: pages ? Number(pages[1]) : null,
        status,
        tail: plain.split('\n').slice(-40).join('\n'),
      });
    });
  });

const assertBuilt = (label: string, run: BuildRun) => {
  if (run.status !== 0) {
    console.error(`${label} failed (exit ${run.status}):\n${run.tail}`);
    process.exit(1);
  }
};

// ------------------------------------------------------------------------------------------
// Synthetic posts

const WORDS = (
  'remote team contractor client fair pay support customer hire project brief rate invoice ' +
  'time zone handover onboarding knowledge quality review feedback schedule budget outcome ' +
  'trust policy market country skill talent platform fee transparent payment growth start-up ' +
  'enterprise non-profit mission impact volunteer week month update decision meeting async'
).split(' ');

/** Deterministic pseudo-random numbers, so every run builds the same site. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const sentence = (next: () => number, length: number) => {
  const words = Array.from({ length }, () => WORDS[Math.floor(next() * WORDS.length)] as string);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/** About 400 words in three sections, like a real article. */
const body = (n: number): string => {
  const next = random(n + 1);
  return [1, 2, 3]
    .map((section) => {
      const paragraphs = Array.from({ length: 3 }, () =>
        Array.from({ length: 4 }, () => sentence(next, 8 + Math.floor(next() * 8))).join(' '),
      );
      return `## Benchmark section ${section} of post ${n}\n\n${paragraphs.join('\n\n')}`;
    })
    .join('\n\n');
};

const idsOf = (contentDir: string, type: string) =>
  readdirSync(path.join(contentDir, 'entries', type))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();

const postFile = (contentDir: string, n: number) =>
  path.join(contentDir, 'entries', 'blogPost', `bench-post-${n}.json`);

/** Synthetic post n: what both the site's mirror entry and the Markdown blog's file hold. */
const syntheticPost = (n: number): MarkdownPost => ({
  slug: `bench-post-${n}`,
  title: `Benchmark post ${n}`,
  date: new Date(Date.UTC(2015, 0, 1) + n * 6 * 3600 * 1000).toISOString(),
  body: body(n),
});

const writeSyntheticPosts = (contentDir: string, count: number) => {
  const authors = idsOf(contentDir, 'author');
  const categories = idsOf(contentDir, 'category');
  const tags = idsOf(contentDir, 'blogTag');
  for (let n = 1; n <= count; n += 1) {
    const pick = <T>(list: readonly T[], k: number) => list[k % list.length] as T;
    const post = syntheticPost(n);
    writeFileSync(
      postFile(contentDir, n),
      serialize({
        fields: {
          author: pick(authors, n),
          body: post.body,
          category: pick(categories, n * 7),
          excerpt: `Synthetic benchmark post number ${n}, about fair remote work.`,
          publishDate: post.date,
          slug: post.slug,
          tags: [pick(tags, n), pick(tags, n * 3 + 1)].filter(
            (tag, i, all) => all.indexOf(tag) === i,
          ),
          title: post.title,
        },
      }),
    );
  }
};

/** Builds a throwaway yardstick site and removes it again. */
const buildYardstick = async (
  label: string,
  site: { dir: string; remove: () => void },
): Promise<BuildRun> => {
  try {
    const run = await runBuild(site.dir, {}, label);
    assertBuilt(label, run);
    return run;
  } finally {
    site.remove();
  }
};

const ratio = (a: number, b: number) => Number((a / b).toFixed(2));

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
    const cold = await runBuild(site.dir, { CONTENT_DIR: site.contentDir }, 'cold');
    assertBuilt('Cold build', cold);
    log(`  ${cold.seconds.toFixed(1)} s, peak ${cold.peakRssMb} MB, ${cold.pages ?? '?'} pages`);

    if (POSTS > 0) {
      const file = postFile(site.contentDir, Math.ceil(POSTS / 2));
      const post = JSON.parse(readFileSync(file, 'utf8')) as { fields: { body: string } };
      post.fields.body += '\n\nAn edited paragraph for the warm rebuild.';
      writeFileSync(file, serialize(post));
    }
    log('Warm rebuild after editing one post…');
    const warm = await runBuild(site.dir, { CONTENT_DIR: site.contentDir }, 'warm');
    assertBuilt('Warm rebuild', warm);
    log(`  ${warm.seconds.toFixed(1)} s, peak ${warm.peakRssMb} MB`);

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
      run ? { seconds: Number(run.seconds.toFixed(1)), peakRssMb: run.peakRssMb } : null;
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
          console.log(
            `  ${label.padEnd(16)}${run.seconds.toFixed(1)} s, peak memory ${run.peakRssMb} MB${note}`,
          );
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
        `  peak memory     ${Math.max(cold.peakRssMb, warm.peakRssMb)} MB (aim: at most 2048 MB)`,
      );
      if (result.coldOverBare !== null)
        console.log(`  cold / bare     ${result.coldOverBare}x (Gatsby's own floor)`);
    }
  } finally {
    if (!args.includes('--keep')) site.remove();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
