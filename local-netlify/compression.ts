/**
 * Response compression as Netlify's CDN applies it: text-like files are sent brotli-compressed
 * when the browser accepts it, gzip otherwise; images, fonts and media are sent as they are.
 * The local server uses it, so what Lighthouse sees locally are the bytes the real site sends.
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

/**
 * How hard to compress: `max`, the highest setting of each format, is what a CDN caches for
 * static files (the weight and Lighthouse benchmarks need its sizes); `fast` gives the same
 * encodings for far less CPU, for servers whose byte counts nothing reads (the browser tests).
 */
export type CompressionEffort = 'max' | 'fast';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { max: 11, fast: 4 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { max: 9, fast: 6 };

export const compress = (
  body: Buffer,
  encoding: ContentEncoding,
  effort: CompressionEffort = 'max',
): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL[effort] });
