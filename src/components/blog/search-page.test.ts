import { searchPageNumber } from './search-page';

describe('searchPageNumber', () => {
  it('is 1 on the base address', () => {
    expect(searchPageNumber(undefined)).toBe(1);
    expect(searchPageNumber('')).toBe(1);
  });

  it('reads the page from "/blog/search/{n}", trailing slashes ignored', () => {
    expect(searchPageNumber('2')).toBe(2);
    expect(searchPageNumber('12/')).toBe(12);
  });

  it.each(['0', '02', 'x', '2/extra', '-1'])('is null for "%s", which is no page', (splat) => {
    expect(searchPageNumber(splat)).toBeNull();
  });
});
