import { SECTION_TYPES, isSectionType, sectionSetKey, sectionTypesOfKey } from './section-types';

describe('section set keys', () => {
  it('are the same for the same types in any order or number', () => {
    expect(sectionSetKey(['ContentfulSectionFaq', 'ContentfulSectionHero'])).toBe(
      sectionSetKey(['ContentfulSectionHero', 'ContentfulSectionFaq', 'ContentfulSectionHero']),
    );
  });

  it('differ for different sets', () => {
    const keys = SECTION_TYPES.map((type) => sectionSetKey([type]));
    expect(new Set(keys).size).toBe(SECTION_TYPES.length);
    expect(sectionSetKey(SECTION_TYPES)).not.toBe(sectionSetKey(SECTION_TYPES.slice(1)));
  });

  it('leave unknown types out, and the empty set is "0"', () => {
    expect(sectionSetKey(['ContentfulSectionVideo', null])).toBe('0');
    expect(sectionSetKey(['ContentfulSectionVideo', 'ContentfulSectionStats'])).toBe(
      sectionSetKey(['ContentfulSectionStats']),
    );
  });

  it('give back the types they stand for, in the list order', () => {
    expect(
      sectionTypesOfKey(sectionSetKey(['ContentfulSectionForm', 'ContentfulSectionHero'])),
    ).toEqual(['ContentfulSectionHero', 'ContentfulSectionForm']);
    expect(sectionTypesOfKey(sectionSetKey(SECTION_TYPES))).toEqual(SECTION_TYPES);
    expect(sectionTypesOfKey('0')).toEqual([]);
  });

  it('know the section types by name', () => {
    expect(isSectionType('ContentfulSectionStats')).toBe(true);
    expect(isSectionType('ContentfulBlogPost')).toBe(false);
    expect(isSectionType(undefined)).toBe(false);
  });
});
