import { normaliseHtml } from './normalised-html';

const page = (compilation: string, app: string, chunk: string, body: string): string =>
  [
    `<html><head><link rel="preload" href="/component---src-templates-blog-post-tsx-${chunk}.js" as="script">`,
    `<link rel="stylesheet" href="/styles-${chunk}.css"></head><body>${body}`,
    `<script>window.___webpackCompilationHash="${compilation}";</script>`,
    `<script>window.___chunkMapping="{\\"app\\":[\\"/app-${app}.js\\"]}";</script>`,
    `<script src="/webpack-runtime-${chunk}.js" async></script></body></html>`,
  ].join('');

describe('normaliseHtml', () => {
  it('makes two builds of the same page equal whatever their hashes', () => {
    const first = page('fdad13645351e637df6f', '140950e323154767beb9', 'aa12bb34', '<h1>Hi</h1>');
    const second = page('0123456789abcdef0123', 'd89783765553c945d20c', '5c21f045', '<h1>Hi</h1>');
    expect(first).not.toBe(second);
    expect(normaliseHtml(first)).toBe(normaliseHtml(second));
    expect(normaliseHtml(first)).toContain('___webpackCompilationHash="[build]"');
    expect(normaliseHtml(first)).toContain('/component---src-templates-blog-post-tsx-[hash].js');
    expect(normaliseHtml(first)).toContain('\\"/app-[hash].js\\"');
  });

  it('keeps a change of the page’s text', () => {
    const first = page('fdad13645351e637df6f', '140950e323154767beb9', 'aa12bb34', '<h1>Hi</h1>');
    const second = page('fdad13645351e637df6f', '140950e323154767beb9', 'aa12bb34', '<h1>Ho</h1>');
    expect(normaliseHtml(first)).not.toBe(normaliseHtml(second));
  });

  it('keeps image digests, which change with the image', () => {
    const image = (digest: string) =>
      `<img src="/static/${digest}/9b091/fixture-scene.jpg" alt="">`;
    expect(normaliseHtml(image('3fa8732d4d6361a42115e3e6cba2adc5'))).not.toBe(
      normaliseHtml(image('01e9f1d8702e5adeeb885c7ee58f2f2d')),
    );
  });

  it('keeps words that merely end in hex digits', () => {
    expect(normaliseHtml('<p>see page-deadbeef12.html and face-cafe.js</p>')).toBe(
      '<p>see page-deadbeef12.html and face-cafe.js</p>',
    );
  });
});
