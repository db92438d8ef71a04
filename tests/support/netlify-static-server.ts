/**
 * A small static server that answers like Netlify's CDN does for what this site needs, so the
 * built `public/` can be tested end to end without Netlify's CLI:
 *   1. `/path/` (not `/`) answers 301 to `/path` (query kept): the site uses trailingSlash "never";
 *   2. `_redirects` rules, first match wins (exact paths, `:param`, trailing `*` → `:splat`);
 *      a rule without `!` is shadowed by an existing file, as on Netlify;
 *      3xx → redirect with Location, 200 → rewrite (serves the target), 4xx → target with status;
 *   3. files: `/x` → `x.html`, `x/index.html` or the file `x`; `_headers` rules are applied;
 *   4. otherwise `404.html` with status 404.
 * Text-like files are sent compressed (brotli, else gzip) as the CDN sends them
 * (./http-compression.ts), so Lighthouse runs here see no compression losses the site has not.
 * Only GET and HEAD are answered, and, with `submissionsFile`, form POSTs as Netlify Forms
 * answers them (recorded in that file), and the paths of `functions` by those functions
 * (./local-functions.ts); nothing outside the root is ever served.
 *
 * The resolution logic (`resolveRequest`) is shared with the link checker.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CACHE_CONTROL } from './cdn-caching';
import {
  type CompressionEffort,
  compress,
  isCompressible,
  negotiateEncoding,
} from './http-compression';
import {
  type AfterSubmission,
  answerFormPost,
  isFormPost,
} from '../../gatsby/local-form-submissions';
import { escapeRegExp } from './escape-reg-exp';
import { answerWithFunction, functionFor, type LocalFunction } from './local-functions';

export interface NetlifyStaticServerOptions {
  /** The directory to serve, usually `public`. */
  root: string;
  /** Where form POSTs are recorded (gatsby/local-form-submissions.ts); unset: refused. */
  submissionsFile?: string;
  /** Runs after each recorded submission, as Netlify's submission-created function does. */
  afterSubmission?: AfterSubmission;
  /** How hard responses are compressed (./http-compression.ts); the CDN's sizes by default. */
  compression?: CompressionEffort;
  /** Netlify Functions answering at their paths, before any file or rule. */
  functions?: readonly LocalFunction[];
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  /** Query parameters the request must have (`id=:id` binds `:id`). */
  query: [string, string][];
  /** Country/Language/Role conditions: this server cannot emulate them, so such rules never match. */
  hasConditions: boolean;
  line: number;
}

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

export type Resolution =
  | { kind: 'file'; file: string; status: number; pathname: string }
  | { kind: 'redirect'; location: string; status: number }
  /** A 200 rule whose target is outside the site (Netlify proxies it; this server cannot). */
  | { kind: 'proxy'; target: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; reason: string };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export const contentTypeFor = (file: string): string =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Files Netlify consumes and never serves. */
const CONFIG_FILES = new Set(['/_redirects', '/_headers']);

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const isExternal = (url: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

// ---------------------------------------------------------------------------------------------
// _redirects

/** Parses Netlify's `_redirects` format: `from [key=value…] to [status[!]] [conditions…]`. */
export const parseRedirects = (text: string): RedirectRule[] => {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    if (!line) return;
    const tokens = line.split(/\s+/);
    const from = tokens.shift();
    if (!from) return;
    const query: [string, string][] = [];
    while (tokens.length > 0 && isQueryToken(tokens[0] as string)) {
      const [key = '', ...value] = (tokens.shift() as string).split('=');
      query.push([key, value.join('=')]);
    }
    const to = tokens.shift();
    if (!to) return;
    let status = 301;
    let force = false;
    const statusMatch = tokens[0] ? /^(\d{3})(!?)$/.exec(tokens[0]) : null;
    if (statusMatch) {
      tokens.shift();
      status = Number(statusMatch[1]);
      force = statusMatch[2] === '!';
    }
    rules.push({
      from,
      to,
      status,
      force,
      query,
      hasConditions: tokens.length > 0,
      line: index + 1,
    });
  });
  return rules;
};

const isQueryToken = (token: string): boolean =>
  token.includes('=') && !token.startsWith('/') && !isExternal(token);

/** Trailing slashes are not significant in Netlify's rule matching (`/a/` matches `/a`). */
const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/**
 * Compiles a Netlify path pattern to a RegExp with named groups: `:name` matches one segment,
 * a final `*` matches the rest (`splat`), including nothing (`/blog/*` matches `/blog`), in
 * `_redirects` and `_headers` alike. With `starMatchesAnywhere` (the `_headers` syntax) any
 * other `*` matches any characters.
 */
const compilePattern = (pattern: string, starMatchesAnywhere = false): RegExp => {
  let source = '';
  let rest = withoutTrailingSlash(pattern);
  const splat = /\/\*$/.test(rest);
  if (splat) rest = rest.slice(0, -2);
  else if (!starMatchesAnywhere && rest === '*') rest = '';
  const names = new Set<string>();
  for (const part of rest.split(/(:[A-Za-z_][A-Za-z\d_]*|\*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':') && part.length > 1 && !names.has(part.slice(1))) {
      names.add(part.slice(1));
      source += `(?<${part.slice(1)}>[^/]+)`;
    } else source += escapeRegExp(part);
  }
  if (splat || pattern === '*') source += '(?:/(?<splat>.*))?';
  return new RegExp(`^${source}/?$`);
};

const patternCache = new Map<string, RegExp>();
const cachedPattern = (pattern: string, anywhere: boolean): RegExp => {
  const key = `${anywhere ? 'h' : 'r'}${pattern}`;
  let regexp = patternCache.get(key);
  if (!regexp) {
    regexp = compilePattern(pattern, anywhere);
    patternCache.set(key, regexp);
  }
  return regexp;
};

/** Returns the placeholder values if `rule` matches, else null. */
export const matchRedirect = (
  rule: RedirectRule,
  pathname: string,
  searchParams: URLSearchParams,
): Record<string, string> | null => {
  if (rule.hasConditions || isExternal(rule.from)) return null;
  const match = cachedPattern(rule.from, false).exec(pathname);
  if (!match) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) values[name] = value ?? '';
  for (const [key, value] of rule.query) {
    const actual = searchParams.get(key);
    if (actual === null) return null;
    if (value.startsWith(':')) values[value.slice(1)] = actual;
    else if (value !== actual) return null;
  }
  return values;
};

const substitute = (target: string, values: Record<string, string>): string =>
  target.replace(/:([A-Za-z_][A-Za-z\d_]*)/g, (whole, name: string) => values[name] ?? whole);

// ---------------------------------------------------------------------------------------------
// _headers

/** Parses Netlify's `_headers` format: a path line, then indented `Name: value` lines. */
export const parseHeaders = (text: string): HeaderRule[] => {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const trimmed = rawLine.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(rawLine) && (trimmed.startsWith('/') || isExternal(trimmed))) {
      current = { path: trimmed, headers: [] };
      rules.push(current);
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (current && colon > 0) {
      current.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
    }
  }
  return rules;
};

/** Headers of every matching rule; a name set by several rules gets their values joined. */
export const headersFor = (rules: HeaderRule[], pathname: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const rule of rules) {
    if (isExternal(rule.path) || !cachedPattern(rule.path, true).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = names[key];
      if (existing === undefined) {
        names[key] = name;
        headers[name] = value;
      } else headers[existing] = `${headers[existing]}, ${value}`;
    }
  }
  return headers;
};

// ---------------------------------------------------------------------------------------------
// Resolution

interface SiteConfig {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

const readOptional = (file: string): string => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Reads `_redirects` and `_headers` (re-read on every call: a rebuild needs no restart). */
export const readSiteConfig = (root: string): SiteConfig => ({
  redirects: parseRedirects(readOptional(path.join(root, '_redirects'))),
  headers: parseHeaders(readOptional(path.join(root, '_headers'))),
});

const isInside = (root: string, file: string): boolean =>
  file === root || file.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

const regularFile = (root: string, file: string): string | null => {
  if (!isInside(root, file)) return null;
  try {
    if (!fs.statSync(file).isFile()) return null;
    const real = fs.realpathSync(file);
    return isInside(fs.realpathSync(root), real) ? file : null;
  } catch {
    return null;
  }
};

/**
 * The file that serves a decoded URL path: `/` → index.html, `/x` → x.html, x/index.html or x.
 * Returns null when there is none or the path would leave the root.
 */
export const findFile = (root: string, decodedPath: string): string | null => {
  const absoluteRoot = path.resolve(root);
  const normalized = path.posix.normalize(`/${decodedPath}`);
  if (CONFIG_FILES.has(normalized)) return null;
  const relative = normalized.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = path.resolve(absoluteRoot, relative);
  if (!isInside(absoluteRoot, base)) return null;
  const candidates =
    relative === ''
      ? [path.join(base, 'index.html')]
      : [`${base}.html`, path.join(base, 'index.html'), base];
  for (const candidate of candidates) {
    const found = regularFile(absoluteRoot, candidate);
    if (found) return found;
  }
  return null;
};

/** Percent-decodes a URL path; null if it is malformed or holds characters no file name can. */
export const decodePath = (pathname: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  return decoded;
};

/**
 * Decides what a GET of `pathname` + `search` answers, following the steps in this file's
 * header. Redirect locations are returned as given by the rule (path or absolute URL).
 */
export const resolveRequest = (
  root: string,
  pathname: string,
  search: string,
  config: SiteConfig = readSiteConfig(root),
): Resolution => {
  if (!pathname.startsWith('/')) return { kind: 'bad-request', reason: 'path must start with /' };
  const decoded = decodePath(pathname);
  if (decoded === null) return { kind: 'bad-request', reason: 'malformed path' };

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Collapse leading slashes so `//evil.example/` cannot become a protocol-relative Location.
    const location = `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}${search}`;
    return { kind: 'redirect', location, status: 301 };
  }

  const file = findFile(root, decoded);
  const searchParams = new URLSearchParams(search);
  for (const rule of config.redirects) {
    if (file && !rule.force) continue;
    const values = matchRedirect(rule, pathname, searchParams);
    if (!values) continue;
    let target = substitute(rule.to, values);
    if (REDIRECT_STATUSES.has(rule.status)) {
      if (search && !target.includes('?') && rule.query.length === 0) target += search;
      return { kind: 'redirect', location: target, status: rule.status };
    }
    if (isExternal(target)) return { kind: 'proxy', target };
    const targetUrl = new URL(target, 'http://localhost');
    const targetDecoded = decodePath(targetUrl.pathname);
    const targetFile = targetDecoded === null ? null : findFile(root, targetDecoded);
    // Netlify answers a rewrite to a missing file with its 404 page.
    if (!targetFile) return { kind: 'not-found' };
    return { kind: 'file', file: targetFile, status: rule.status, pathname: targetUrl.pathname };
  }
  if (file) return { kind: 'file', file, status: 200, pathname };
  return { kind: 'not-found' };
};

// ---------------------------------------------------------------------------------------------
// Server

export const createNetlifyStaticServer = ({
  root,
  submissionsFile,
  afterSubmission,
  compression = 'max',
  functions = [],
}: NetlifyStaticServerOptions): http.Server => {
  const absoluteRoot = path.resolve(root);
  // Compressed bodies by file, encoding, size and mtime: brotli at quality 11 is slow, and the
  // built files do not change while the server runs (a rebuild changes size or mtime).
  const compressed = new Map<string, Buffer>();
  const compressedFile = (file: string, encoding: 'br' | 'gzip'): Buffer => {
    const stat = fs.statSync(file);
    const key = `${encoding}:${stat.size}:${stat.mtimeMs}:${file}`;
    let body = compressed.get(key);
    if (!body) {
      body = compress(fs.readFileSync(file), encoding, compression);
      compressed.set(key, body);
    }
    return body;
  };

  return http.createServer((request, response) => {
    const send = (
      status: number,
      headers: Record<string, string>,
      body: Buffer | string = '',
    ): void => {
      const payload = typeof body === 'string' ? Buffer.from(body) : body;
      response.writeHead(status, { ...headers, 'Content-Length': String(payload.length) });
      response.end(request.method === 'HEAD' ? undefined : payload);
    };

    const local = functionFor(functions, request);
    if (local) {
      answerWithFunction(local, request, response).catch(() => {
        if (response.headersSent) return void response.destroy();
        send(500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error\n');
      });
      return;
    }
    if (submissionsFile && isFormPost(request)) {
      answerFormPost(request, response, submissionsFile, afterSubmission).catch(() =>
        send(500, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error\n'),
      );
      return;
    }
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        send(
          405,
          { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
          'Method Not Allowed\n',
        );
        return;
      }
      const rawUrl = request.url ?? '/';
      const queryIndex = rawUrl.indexOf('?');
      const pathname = queryIndex === -1 ? rawUrl : rawUrl.slice(0, queryIndex);
      const search = queryIndex === -1 ? '' : rawUrl.slice(queryIndex);
      const config = readSiteConfig(absoluteRoot);
      const extraHeaders = headersFor(config.headers, pathname);
      const resolution = resolveRequest(absoluteRoot, pathname, search, config);

      // Netlify's default, replaced (not joined) by a rule's value, whatever its letter case.
      const setsCacheControl = Object.keys(extraHeaders).some(
        (name) => name.toLowerCase() === 'cache-control',
      );
      const serveFile = (file: string, status: number): void => {
        const contentType = contentTypeFor(file);
        const encoding = isCompressible(contentType)
          ? negotiateEncoding(request.headers['accept-encoding'])
          : null;
        send(
          status,
          {
            'Content-Type': contentType,
            ...(setsCacheControl ? {} : { 'Cache-Control': CACHE_CONTROL.revalidate }),
            ...(isCompressible(contentType) ? { Vary: 'Accept-Encoding' } : {}),
            ...(encoding ? { 'Content-Encoding': encoding } : {}),
            ...extraHeaders,
          },
          encoding ? compressedFile(file, encoding) : fs.readFileSync(file),
        );
      };
      const serveNotFound = (): void => {
        const page = findFile(absoluteRoot, '/404.html');
        if (page) serveFile(page, 404);
        else
          send(
            404,
            { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders },
            'Not Found\n',
          );
      };

      switch (resolution.kind) {
        case 'redirect':
          send(
            resolution.status,
            {
              Location: resolution.location,
              'Content-Type': 'text/plain; charset=utf-8',
              ...extraHeaders,
            },
            `Redirecting to ${resolution.location}\n`,
          );
          return;
        case 'file':
          serveFile(resolution.file, resolution.status);
          return;
        case 'proxy':
          send(
            502,
            { 'Content-Type': 'text/plain; charset=utf-8' },
            `Proxying to ${resolution.target} is not supported here\n`,
          );
          return;
        case 'bad-request':
          send(
            400,
            { 'Content-Type': 'text/plain; charset=utf-8' },
            `Bad Request: ${resolution.reason}\n`,
          );
          return;
        case 'not-found':
          serveNotFound();
          return;
      }
    } catch (error) {
      if (!response.headersSent) {
        send(
          500,
          { 'Content-Type': 'text/plain; charset=utf-8' },
          `Internal Server Error: ${String(error)}\n`,
        );
      } else response.destroy();
    }
  });
};
