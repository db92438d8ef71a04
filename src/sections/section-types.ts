/**
 * The CMS section types, in the bit order of a section set's key. The build bundles the section
 * types a page shows into one chunk per set of types (gatsby/section-sets.ts), and the registry
 * (./registry.tsx) finds a page's chunk by its set's key. Add a new type at the end.
 */
export const SECTION_TYPES = [
  'ContentfulSectionHero',
  'ContentfulSectionFeatureGrid',
  'ContentfulSectionLogoWall',
  'ContentfulSectionStats',
  'ContentfulSectionTestimonials',
  'ContentfulSectionCallToAction',
  'ContentfulSectionFaq',
  'ContentfulSectionRichText',
  'ContentfulSectionPricingComparison',
  'ContentfulSectionCaseStudyList',
  'ContentfulSectionForm',
] as const satisfies readonly Queries.PageSectionsFragment['__typename'][];

export type SectionTypeName = (typeof SECTION_TYPES)[number];

export const isSectionType = (typename: unknown): typename is SectionTypeName =>
  (SECTION_TYPES as readonly unknown[]).includes(typename);

/**
 * The key of a set of section types: a bit per known type, in base 36 (short, as the bundle
 * holds one per set). Unknown types are left out, as the registry skips them; "0" is the empty
 * set.
 */
export const sectionSetKey = (typenames: Iterable<unknown>): string => {
  let bits = 0;
  for (const typename of typenames) {
    if (isSectionType(typename)) bits |= 1 << SECTION_TYPES.indexOf(typename);
  }
  return bits.toString(36);
};

/** The section types a key stands for, in the order above. */
export const sectionTypesOfKey = (key: string): SectionTypeName[] => {
  const bits = parseInt(key, 36);
  return SECTION_TYPES.filter((_, index) => (bits & (1 << index)) !== 0);
};
