import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, isCompressible, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text formats and leaves binary ones', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('application/manifest+json')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });
});

describe('compress', () => {
  const body = readFileSync(__filename);

  it.each(['br', 'gzip'] as const)('gives back the body after %s, at either effort', (encoding) => {
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    for (const effort of ['max', 'fast'] as const) {
      expect(decode(compress(body, encoding, effort)).equals(body)).toBe(true);
    }
  });

  it('makes the CDN-sized bodies by default, no bigger than the fast ones', () => {
    expect(compress(body, 'br')).toEqual(compress(body, 'br', 'max'));
    expect(compress(body, 'br').length).toBeLessThanOrEqual(compress(body, 'br', 'fast').length);
  });
});
