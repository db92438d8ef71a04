/**
 * The synthetic blog posts of bench/build.ts: deterministic (every run builds the same site),
 * about 400 words in three sections, written as mirror entries for the site and handed as
 * Markdown to the yardstick blog.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serialize } from '../../content-tools/mirror/mirror-files';
import type { MarkdownPost } from './markdown-blog-site';

export const WORDS = (
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

export const postFile = (contentDir: string, n: number) =>
  path.join(contentDir, 'entries', 'blogPost', `bench-post-${n}.json`);

/** Synthetic post n: what both the site's mirror entry and the Markdown blog's file hold. */
export const syntheticPost = (n: number): MarkdownPost => ({
  slug: `bench-post-${n}`,
  title: `Benchmark post ${n}`,
  date: new Date(Date.UTC(2015, 0, 1) + n * 6 * 3600 * 1000).toISOString(),
  body: body(n),
});

export const writeSyntheticPosts = (contentDir: string, count: number) => {
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
