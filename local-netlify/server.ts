/**
 * Serves a built site as Netlify's CDN does for this site, so `public/` can be tried and tested
 * without Netlify's CLI: `/path/` answers 301 to `/path` (trailingSlash "never"), then
 * `_redirects` (./site-rules.ts; a rule without `!` is shadowed by an existing file), then the
 * file (./files.ts) with its `_headers`, else `404.html` with 404. Text is sent compressed as the
 * CDN sends it (./compression.ts); form POSTs and the site's functions are answered as on Netlify.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { type AfterSubmission, answerFormPost, isFormPost } from '../gatsby/local-form-submissions';
import { CACHE_CONTROL } from './cache-control';
import { type CompressionEffort, compress, isCompressible, negotiateEncoding } from './compression';
import { contentTypeFor, decodePath, findFile } from './files';
import { answerWithFunction, functionFor, type LocalFunction } from './functions';
import { headersFor, readSiteConfig, type SiteConfig } from './site-rules';

export interface NetlifyStaticServerOptions {
  /** The directory to serve, usually `public`. */
  root: string;
  /** Where form POSTs are recorded (gatsby/local-form-submissions.ts); unset: refused. */
  submissionsFile?: string;
  /** Runs after each recorded submission, as Netlify's submission-created function does. */
  afterSubmission?: AfterSubmission;
  /** How hard responses are compressed (./compression.ts); the CDN's sizes by default. */
  compression?: CompressionEffort;
  /** Netlify Functions answering at their paths, before any file or rule. */
  functions?: readonly LocalFunction[];
}

export type Resolution =
  | { kind: 'file'; file: string; status: number; pathname: string }
  | { kind: 'redirect'; location: string; status: number }
  /** A 200 rule whose target is outside the site (Netlify proxies it; this server cannot). */
  | { kind: 'proxy'; target: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; reason: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const isExternal = (url: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

/**
 * Decides what a GET of `pathname` + `search` answers, in the order of this file's header.
 * Redirect locations are returned as the rule gives them (path or absolute URL).
 */
export const resolveRequest = (
  root: string,
  pathname: string,
  search: string,
  config: SiteConfig,
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
  const match = config.matchRedirect(pathname, search);
  if (!match || (file && !match.force)) {
    return file ? { kind: 'file', file, status: 200, pathname } : { kind: 'not-found' };
  }
  if (REDIRECT_STATUSES.has(match.status)) {
    // Netlify passes the query on unless the rule matched on it.
    const passesQuery = search && !match.to.includes('?') && !match.conditions?.Query;
    return {
      kind: 'redirect',
      location: passesQuery ? match.to + search : match.to,
      status: match.status,
    };
  }
  if (isExternal(match.to)) return { kind: 'proxy', target: match.to };
  const targetUrl = new URL(match.to, 'http://localhost');
  const targetDecoded = decodePath(targetUrl.pathname);
  const targetFile = targetDecoded === null ? null : findFile(root, targetDecoded);
  // Netlify answers a rewrite to a missing file with its 404 page.
  if (!targetFile) return { kind: 'not-found' };
  return { kind: 'file', file: targetFile, status: match.status, pathname: targetUrl.pathname };
};

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
    const answerFromFiles = async (): Promise<void> => {
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
      const config = await readSiteConfig(absoluteRoot);
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
    };
    answerFromFiles().catch((error: unknown) => {
      if (!response.headersSent) {
        send(
          500,
          { 'Content-Type': 'text/plain; charset=utf-8' },
          `Internal Server Error: ${String(error)}\n`,
        );
      } else response.destroy();
    });
  });
};
