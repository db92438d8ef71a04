/**
 * Checks the built site's internal links, assets and `#fragments` with linkinator, served as
 * Netlify serves it (pretty URLs, `_redirects`, no trailing slash) by the local Netlify server:
 *   npx tsx scripts/check-links.ts [build folder, public by default]
 * Every HTML file is a starting page, so pages no link reaches are checked too. Links to other
 * hosts are counted, not fetched. Exits 1 if any link is broken, 2 on bad usage or a missing build.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { createNetlifyStaticServer } from '../local-netlify/server';

const USAGE = 'Usage: npx tsx scripts/check-links.ts [build folder, public by default]';

/** Development-only paths that a production build may still mention. */
const DEVELOPMENT_PATH = /^\/___/;

/** The URL path of every page file: `about.html` → `/about`, `a/index.html` → `/a`. */
const pagePaths = (root: string): string[] => {
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  const pages = files.map(
    (file) =>
      `/${file
        .split(path.sep)
        .join('/')
        .replace(/\.html$/, '')
        .replace(/(^|\/)index$/, '')}`,
  );
  return [...new Set(pages)].sort();
};

interface BrokenLink {
  page: string;
  link: string;
  reason: string;
}

const summarize = (results: LinkResult[], origin: string, pages: number): string => {
  const sitePath = (href: string): string => {
    const url = new URL(href);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : href;
  };
  const reasonFor = (result: LinkResult): string => {
    const url = new URL(result.url);
    if (url.hash) {
      const target = sitePath(result.url.slice(0, -url.hash.length));
      const where = result.parent && sitePath(result.parent) === target ? 'this page' : target;
      return `no element with id "${decodeURIComponent(url.hash.slice(1))}" on ${where}`;
    }
    const details = result.failureDetails ?? [];
    const response = details.find((detail) => !(detail instanceof Error));
    if (!response || !('status' in response)) {
      return details.map((detail) => (detail as Error).message).join('; ') || 'no answer';
    }
    const finalUrl = 'url' in response && typeof response.url === 'string' ? response.url : '';
    return finalUrl && finalUrl !== result.url
      ? `redirects to ${sitePath(finalUrl)}, which answers ${response.status}`
      : `answers ${response.status}`;
  };

  const external = {
    'http(s)': new Set<string>(),
    'mailto:': new Set<string>(),
    'tel:': new Set<string>(),
  };
  const kinds: Record<string, keyof typeof external> = {
    'http:': 'http(s)',
    'https:': 'http(s)',
    'mailto:': 'mailto:',
    'tel:': 'tel:',
  };
  const internal = new Set<string>();
  const broken: BrokenLink[] = [];
  for (const result of results) {
    const url = new URL(result.url);
    if (url.origin !== origin) {
      const kind = kinds[url.protocol];
      if (kind) external[kind].add(url.href);
      continue;
    }
    if (result.state !== LinkState.SKIPPED) internal.add(url.href);
    if (result.state === LinkState.BROKEN) {
      const page = result.parent ? sitePath(result.parent) : '(starting page)';
      broken.push({ page, link: sitePath(result.url), reason: reasonFor(result) });
    }
  }

  const counts = Object.entries(external).map(([kind, urls]) => `${urls.size} ${kind}`);
  const lines = [`External links (not fetched, distinct): ${counts.join(', ')}`];
  const checked = `Checked ${pages} pages, ${internal.size} internal URLs`;
  if (broken.length === 0) return [...lines, `${checked}: OK`].join('\n');
  broken.sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link));
  lines.push('Broken links:');
  broken.forEach(({ page, link, reason }, index) => {
    if (page !== broken[index - 1]?.page) lines.push(`  ${page}`);
    lines.push(`    ${link}: ${reason}`);
  });
  return [...lines, `${checked}: ${broken.length} broken`].join('\n');
};

const main = async (): Promise<void> => {
  const [root = 'public', ...extra] = process.argv.slice(2);
  const unexpected = root.startsWith('-') ? root : extra[0];
  if (unexpected !== undefined) {
    console.error(`Unexpected argument: ${unexpected}\n${USAGE}`);
    process.exit(2);
  }
  const absoluteRoot = path.resolve(root);
  if (!fs.statSync(absoluteRoot, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${absoluteRoot} is not a directory: build the site first (npm run build).`);
    process.exit(2);
  }

  const server = createNetlifyStaticServer({ root: absoluteRoot });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = pagePaths(absoluteRoot);
  try {
    const { links, passed } = await new LinkChecker().check({
      path: pages.map((page) => `${origin}${page}`),
      checkFragments: true,
      // Compressing on loopback would only cost CPU.
      headers: { 'Accept-Encoding': 'identity' },
      linksToSkip: async (link) => {
        const url = new URL(link);
        return url.origin !== origin || DEVELOPMENT_PATH.test(url.pathname);
      },
    });
    const report = summarize(links, origin, pages.length);
    if (passed) console.log(report);
    else console.error(report);
    process.exitCode = passed ? 0 : 1;
  } finally {
    server.close();
    server.closeAllConnections();
  }
};

void main();
