import { findTyped, foldForSearch } from './type-to-find';

const labels = ['Canada', 'Chile', 'China', 'Côte d’Ivoire', 'Germany', 'United Kingdom'].map(
  foldForSearch,
);

describe('findTyped', () => {
  it('moves to the first item starting with the typed letters', () => {
    expect(findTyped(labels, 'ge', -1)).toBe(4);
    expect(findTyped(labels, 'chi', -1)).toBe(1);
    expect(findTyped(labels, 'CHIN', 1)).toBe(2);
  });

  it('keeps the current item while it still matches the longer buffer', () => {
    expect(findTyped(labels, 'ch', 1)).toBe(1);
  });

  it('cycles through the items of one letter typed again and again', () => {
    expect(findTyped(labels, 'c', -1)).toBe(0);
    expect(findTyped(labels, 'c', 0)).toBe(1);
    expect(findTyped(labels, 'cc', 1)).toBe(2);
    expect(findTyped(labels, 'ccc', 3)).toBe(0);
  });

  it('ignores accents and case', () => {
    expect(findTyped(labels, 'cote', -1)).toBe(3);
    expect(findTyped(labels, 'UNITED K', -1)).toBe(5);
  });

  it('answers undefined when nothing matches or nothing was typed', () => {
    expect(findTyped(labels, 'zz', 0)).toBeUndefined();
    expect(findTyped(labels, 'cx', 0)).toBeUndefined();
    expect(findTyped(labels, '', 0)).toBeUndefined();
    expect(findTyped([], 'a', -1)).toBeUndefined();
  });
});
