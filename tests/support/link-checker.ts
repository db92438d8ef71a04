/**
 * Checks the links of a built site on disk (no server): every internal `href`, `src`,
 * `srcset` candidate, `poster` and meta refresh URL of every `*.html` page must lead to a file
 * or a pretty URL, directly or through `_redirects` (resolved exactly as
 * local-netlify/server.ts serves them), and every `#fragment` must name an element
 * (`id`, or `<a name>`) of the target page. External URLs are counted, not fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveRequest } from '../../local-netlify/server';
import { readSiteConfig } from '../../local-netlify/site-rules';

export interface HtmlTag {
  name: string;
  attributes: Map<string, string>;
}

export interface LinkRef {
  /** e.g. `a[href]`, `img[srcset]`. */
  source: string;
  value: string;
}

export interface BrokenLink {
  /** The page's file, relative to the root. */
  file: string;
  /** The page's URL path. */
  page: string;
  source: string;
  link: string;
  reason: string;
}

export interface ExternalCounts {
  http: number;
  mailto: number;
  tel: number;
  other: number;
}

export interface LinkCheckResult {
  pages: number;
  internalLinks: number;
  external: ExternalCounts;
  broken: BrokenLink[];
}

// ---------------------------------------------------------------------------------------------
// HTML

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });

/** Elements whose content is text, not markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp']);

/**
 * A small, forgiving tokenizer that returns the start tags of an HTML document with their
 * attributes (names lower-cased, values entity-decoded). Comments, doctypes and the content of
 * script/style elements are skipped.
 */
export const parseTags = (html: string): HtmlTag[] => {
  const tags: HtmlTag[] = [];
  const lowerCased = html.toLowerCase();
  const tagName = /<([a-zA-Z][^\s/>]*)/y;
  const attribute = /([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?' || html[lt + 1] === '/') {
      const end = html.indexOf('>', lt + 1);
      index = end === -1 ? html.length : end + 1;
      continue;
    }
    tagName.lastIndex = lt;
    const nameMatch = tagName.exec(html);
    if (!nameMatch) {
      index = lt + 1;
      continue;
    }
    const name = (nameMatch[1] as string).toLowerCase();
    const attributes = new Map<string, string>();
    let position = tagName.lastIndex;
    for (;;) {
      while (position < html.length && /[\s/]/.test(html[position] as string)) position += 1;
      if (position >= html.length || html[position] === '>') break;
      attribute.lastIndex = position;
      const match = attribute.exec(html);
      if (!match || attribute.lastIndex === position) {
        position += 1;
        continue;
      }
      position = attribute.lastIndex;
      const attributeName = (match[1] as string).toLowerCase();
      const value = match[2] ?? match[3] ?? match[4] ?? '';
      if (!attributes.has(attributeName)) attributes.set(attributeName, decodeEntities(value));
    }
    tags.push({ name, attributes });
    index = position + 1;
    if (RAW_TEXT.has(name)) {
      const close = lowerCased.indexOf(`</${name}`, index);
      index = close === -1 ? html.length : close;
    }
  }
  return tags;
};

/** The URLs of a `srcset` value (descriptors dropped), per the HTML spec's parsing rules. */
export const parseSrcset = (value: string): string[] => {
  const urls: string[] = [];
  let index = 0;
  while (index < value.length) {
    while (index < value.length && /[\s,]/.test(value[index] as string)) index += 1;
    if (index >= value.length) break;
    let end = index;
    while (end < value.length && !/\s/.test(value[end] as string)) end += 1;
    let url = value.slice(index, end);
    index = end;
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      // Skip the descriptors, up to the next comma outside parentheses.
      let depth = 0;
      while (index < value.length) {
        const char = value[index];
        if (char === '(') depth += 1;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
        index += 1;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
};

const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'poster'];

/** Every URL a page refers to, in document order. */
export const extractLinks = (tags: HtmlTag[]): LinkRef[] => {
  const links: LinkRef[] = [];
  for (const { name, attributes } of tags) {
    for (const attributeName of URL_ATTRIBUTES) {
      const value = attributes.get(attributeName);
      if (value !== undefined) links.push({ source: `${name}[${attributeName}]`, value });
    }
    const srcset = attributes.get('srcset');
    if (srcset !== undefined) {
      for (const url of parseSrcset(srcset)) links.push({ source: `${name}[srcset]`, value: url });
    }
    if (name === 'meta' && attributes.get('http-equiv')?.toLowerCase() === 'refresh') {
      const url = /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.get('content') ?? '')?.[1];
      if (url) links.push({ source: 'meta[refresh]', value: url.trim() });
    }
  }
  return links;
};

/** The fragment targets of a page: every `id`, and the `name` of `<a>` elements. */
export const extractAnchors = (tags: HtmlTag[]): Set<string> => {
  const anchors = new Set<string>();
  for (const { name, attributes } of tags) {
    const id = attributes.get('id');
    if (id) anchors.add(id);
    const anchorName = attributes.get('name');
    if (name === 'a' && anchorName) anchors.add(anchorName);
  }
  return anchors;
};

// ---------------------------------------------------------------------------------------------
// Site

/** The URL path a page file is served at: `about.html` → `/about`, `a/index.html` → `/a`. */
export const pageUrlFor = (relativeFile: string): string => {
  const withoutExtension = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html?$/i, '');
  const withoutIndex = withoutExtension === 'index' ? '' : withoutExtension.replace(/\/index$/, '');
  return `/${withoutIndex}`;
};

const listHtmlFiles = (root: string, directory = root): string[] =>
  fs
    .readdirSync(directory, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return listHtmlFiles(root, full);
      return entry.isFile() && /\.html?$/i.test(entry.name) ? [path.relative(root, full)] : [];
    });

/** Development-only paths that a production build may still mention. */
const IGNORED_PATHS = [/^\/___/];

const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** Where an internal URL path ends up, following `_redirects` and the trailing-slash rule. */
type Target = { ok: true; file: string | null } | { ok: false; reason: string };

export const checkLinks = async (root: string): Promise<LinkCheckResult> => {
  const absoluteRoot = path.resolve(root);
  const config = await readSiteConfig(absoluteRoot);
  const external: ExternalCounts = { http: 0, mailto: 0, tel: 0, other: 0 };
  const broken: BrokenLink[] = [];
  const targetCache = new Map<string, Target>();
  const anchorCache = new Map<string, Set<string> | null>();
  let internalLinks = 0;

  const anchorsOf = (file: string): Set<string> | null => {
    let anchors = anchorCache.get(file);
    if (anchors === undefined) {
      anchors = /\.(html?|svg)$/i.test(file)
        ? extractAnchors(parseTags(fs.readFileSync(file, 'utf8')))
        : null;
      anchorCache.set(file, anchors);
    }
    return anchors;
  };

  const resolveTarget = (pathname: string): Target => {
    const cached = targetCache.get(pathname);
    if (cached) return cached;
    let current = pathname;
    let result: Target | undefined;
    for (let hop = 0; hop < 10 && !result; hop += 1) {
      const resolution = resolveRequest(absoluteRoot, current, '', config);
      switch (resolution.kind) {
        case 'file':
          result =
            resolution.status === 200
              ? { ok: true, file: resolution.file }
              : {
                  ok: false,
                  reason: `${current === pathname ? '' : `redirects to ${current}, which `}answers ${
                    resolution.status
                  } (${path.relative(absoluteRoot, resolution.file)})`,
                };
          break;
        case 'redirect': {
          const location = new URL(resolution.location, `http://site.invalid${current}`);
          if (location.host !== 'site.invalid') result = { ok: true, file: null };
          else current = location.pathname;
          break;
        }
        case 'proxy':
          result = { ok: true, file: null };
          break;
        case 'not-found':
          result = {
            ok: false,
            reason:
              current === pathname
                ? 'no such page, file or redirect'
                : `redirects to ${current}, which does not exist`,
          };
          break;
        case 'bad-request':
          result = { ok: false, reason: resolution.reason };
          break;
      }
    }
    result ??= { ok: false, reason: 'too many redirects' };
    targetCache.set(pathname, result);
    return result;
  };

  const files = listHtmlFiles(absoluteRoot);
  for (const file of files) {
    const page = pageUrlFor(file);
    const pageFile = path.join(absoluteRoot, file);
    const tags = parseTags(fs.readFileSync(pageFile, 'utf8'));
    for (const { source, value: rawValue } of extractLinks(tags)) {
      const value = rawValue.trim();
      if (value === '' || value === '#') continue;
      const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
      if (scheme === 'data') continue;
      if (scheme === 'http' || scheme === 'https' || value.startsWith('//')) {
        external.http += 1;
        continue;
      }
      if (scheme === 'mailto' || scheme === 'tel') {
        external[scheme] += 1;
        continue;
      }
      if (scheme) {
        external.other += 1;
        continue;
      }
      const url = new URL(value, `http://site.invalid${page}`);
      if (url.host !== 'site.invalid') {
        external.http += 1;
        continue;
      }
      if (IGNORED_PATHS.some((pattern) => pattern.test(url.pathname))) continue;
      internalLinks += 1;
      const report = (reason: string): void => {
        broken.push({ file, page, source, link: value, reason });
      };

      const samePage = value.startsWith('#');
      const target: Target = samePage ? { ok: true, file: pageFile } : resolveTarget(url.pathname);
      if (!target.ok) {
        report(target.reason);
        continue;
      }
      if (url.hash.length <= 1 || !target.file) continue;
      let fragment: string;
      try {
        fragment = decodeURIComponent(url.hash.slice(1));
      } catch {
        report('malformed fragment');
        continue;
      }
      const anchors = anchorsOf(target.file);
      if (anchors && !anchors.has(fragment) && fragment.toLowerCase() !== 'top') {
        report(`no element with id "${fragment}" on ${samePage ? 'this page' : url.pathname}`);
      }
    }
  }
  return { pages: files.length, internalLinks, external, broken };
};

export const formatReport = (result: LinkCheckResult): string => {
  const { http, mailto, tel, other } = result.external;
  const lines = [
    `External links (not checked): ${http} http(s), ${mailto} mailto:, ${tel} tel:, ${other} other`,
  ];
  if (result.broken.length === 0) {
    lines.push(`Checked ${result.pages} pages, ${result.internalLinks} internal links: OK`);
    return lines.join('\n');
  }
  lines.push('Broken links:');
  let lastFile = '';
  for (const link of result.broken) {
    if (link.file !== lastFile) {
      lines.push(`  ${link.page} (${link.file})`);
      lastFile = link.file;
    }
    lines.push(`    ${link.source} "${link.link}": ${link.reason}`);
  }
  lines.push(
    `Checked ${result.pages} pages, ${result.internalLinks} internal links: ` +
      `${result.broken.length} broken`,
  );
  return lines.join('\n');
};
