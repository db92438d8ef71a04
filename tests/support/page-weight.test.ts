import { hotspotsOf, inlineStyles, kindOf, sizesOf, total, type Resource } from './page-weight';

describe('page weight', () => {
  test('kinds come from the content type, with the file name for scripts and fonts', () => {
    expect(kindOf('/', 'text/html; charset=utf-8')).toBe('html');
    expect(kindOf('/app-1.js', 'application/javascript')).toBe('js');
    expect(kindOf('/app-1.js', 'application/octet-stream')).toBe('js');
    expect(kindOf('/page-data/x/page-data.json', 'application/json')).toBe('json');
    expect(kindOf('/styles.css', 'text/css')).toBe('css');
    expect(kindOf('/a.webp', 'image/webp')).toBe('image');
    expect(kindOf('/f.woff2', 'application/octet-stream')).toBe('font');
    expect(kindOf('/robots.txt', 'text/plain')).toBe('other');
  });

  test('text is compressed; images and fonts count as sent', () => {
    const text = Buffer.from('a'.repeat(10_000));
    const sizes = sizesOf(text, 'js');
    expect(sizes.raw).toBe(10_000);
    expect(sizes.brotli).toBeLessThan(100);
    expect(sizes.gzip).toBeLessThan(200);
    expect(sizesOf(text, 'image')).toEqual({ raw: 10_000, gzip: 10_000, brotli: 10_000 });
  });

  test('inline styles are joined in document order', () => {
    expect(inlineStyles('<style data-x="1">a{}</style><p>x</p><style>b{}</style>')).toBe('a{}b{}');
    expect(inlineStyles('<p>no styles</p>')).toBe('');
  });

  test('totals add the chosen kinds only', () => {
    const resource = (kind: Resource['kind'], brotli: number): Resource => ({
      url: '/',
      kind,
      sizes: { raw: brotli * 3, gzip: brotli * 2, brotli },
    });
    const resources = [resource('js', 10), resource('json', 5), resource('image', 100)];
    expect(total(resources, ['js', 'json'])).toEqual({ raw: 45, gzip: 30, brotli: 15 });
    expect(total(resources, ['css'])).toEqual({ raw: 0, gzip: 0, brotli: 0 });
  });

  test('profile hotspots: self time per on-site function, largest first', () => {
    const frame = (functionName: string, url: string, lineNumber: number) => ({
      functionName,
      url,
      lineNumber,
    });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('', '', 0) },
        { id: 2, callFrame: frame('hydrate', 'http://site/framework-1.js', 9) },
        { id: 3, callFrame: frame('', 'http://site/app-2.js', 0) },
        { id: 4, callFrame: frame('send', 'https://elsewhere/lib.js', 0) },
      ],
      // Each delta is the time before its sample; a sample's own time is the next delta.
      samples: [2, 2, 3, 4, 1],
      timeDeltas: [0, 1000, 3000, 500, 2000],
    };
    expect(hotspotsOf(profile, 'http://site')).toEqual([
      { where: 'hydrate (/framework-1.js:10)', ms: 4 },
      { where: '(anonymous) (/app-2.js:1)', ms: 0.5 },
    ]);
  });
});
