/**
 * The pages a content change affects, from two builds of the same code (content/ before and
 * after): writes the Markdown section of the content pull request's body.
 *   npx tsx scripts/content-affected-pages.ts --base=<public dir> --head=<public dir> \
 *     --out=<file> [--preview-origin=<url>]
 * Production's links use the site's address (SITE_URL, as the build reads it).
 */
import { writeFileSync } from 'node:fs';
import { affectedPages } from '../content-tools/review/affected-pages';
import { affectedPagesMarkdown } from '../content-tools/review/affected-pages-markdown';
import { siteUrl } from '../src/settings/build';

const USAGE =
  'Usage: npx tsx scripts/content-affected-pages.ts --base=<public dir> --head=<public dir> --out=<file> [--preview-origin=<url>]';

const option = (args: readonly string[], name: string): string | undefined => {
  const values = args.flatMap((arg) =>
    arg.startsWith(`--${name}=`) ? [arg.slice(name.length + 3)] : [],
  );
  const value = values.at(-1)?.trim();
  return value === '' ? undefined : value;
};

const main = (): void => {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !/^--(base|head|out|preview-origin)=/.test(arg));
  const [base, head, out] = ['base', 'head', 'out'].map((name) => option(args, name));
  const preview = option(args, 'preview-origin');
  if (unknown.length > 0 || !base || !head || !out) {
    const problem =
      unknown.length > 0
        ? `Unknown argument ${unknown.join(' ')}`
        : `Missing ${[!base && '--base', !head && '--head', !out && '--out'].filter(Boolean).join(', ')}`;
    console.error(`${problem}.\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (preview !== undefined && !/^https:\/\/[^/\s]+$/.test(preview)) {
    console.error(`--preview-origin must be an https:// origin without a path, not "${preview}".`);
    process.exitCode = 2;
    return;
  }
  const pages = affectedPages(base, head);
  writeFileSync(out, affectedPagesMarkdown(pages, { production: siteUrl(), preview }));
  console.log(`${pages.length} page(s) affected; the list is in ${out}`);
};

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
