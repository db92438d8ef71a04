/**
 * The built file that answers a URL path, as Netlify's CDN finds it (pretty URLs, never outside
 * the root nor its config files), and its content type.
 */
import fs from 'node:fs';
import path from 'node:path';

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
