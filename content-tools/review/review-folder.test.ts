import { reviewOrder } from './review-folder';

describe('reviewOrder', () => {
  it('puts the pages changed in their own data first, each group in its given order', () => {
    const pages = ['/', '/about', '/blog/post', '/blog/z-post'].map((path) => ({
      path,
      change: 'changed' as const,
    }));
    expect(
      reviewOrder(pages, new Set(['/blog/z-post', '/blog/post'])).map((page) => page.path),
    ).toEqual(['/blog/post', '/blog/z-post', '/', '/about']);
  });
});
