/**
 * Response compression as Netlify's CDN applies it: text-like files are sent brotli-compressed
 * when the browser accepts it, gzip otherwise; images, fonts and media are sent as they are.
 * The local server and the page-weight benchmark both use it, so what Lighthouse sees locally
 * and what the benchmark counts are the bytes the real site sends.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Content types the CDN compresses (everything text-like; binary formats are compressed already). */
export const isCompressible = (contentType: string): boolean =>
  /^text\/|javascript|json|xml|svg|manifest/i.test(contentType);

/** The encoding to answer with for an `Accept-Encoding` header: brotli first, as browsers get it. */
export const negotiateEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name = '', ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
        return [name.toLowerCase(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const allows = (name: ContentEncoding): boolean =>
    (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
};

/** Compresses at the highest setting of each format (what a CDN caches for static files). */
export const compress = (body: Buffer, encoding: ContentEncoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
