/**
 * Renders a page's CMS sections with the component of each type (its GraphQL __typename),
 * fetched as one chunk per set of types (gatsby/section-sets.ts). Adding a section: a content
 * model in content-models/sections.ts, a component with its fragment, its type in
 * ./section-types.ts and gatsby/section-sets.ts, and its fragment in `PageSections`.
 */
import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import loadSectionSet from '@build/section-sets';
import { onDemand, type OnDemand } from '../components/ui/on-demand';
import { setSectionPreloader } from '../lib/section-preload';
import { watchPageEarlyActions } from '../services/forms/early-actions';
import { isSectionType, sectionSetKey, type SectionTypeName } from './section-types';

export type PageSection = Queries.PageSectionsFragment;
type SectionOf<T extends SectionTypeName> = Extract<PageSection, { __typename: T }>;

/** What a set's chunk exports: the component of each of its section types. */
export type SectionComponents = {
  [T in SectionTypeName]?: ComponentType<{ section: SectionOf<T> }>;
};

type SectionList = { sections: readonly PageSection[] };

const sets = new Map<string, OnDemand<SectionList>>();

/**
 * The component that renders a list of sections of the set `key`: its code is that set's
 * chunk, fetched when it first renders or ahead by `preload`. The server renders the sections
 * into the HTML, and the browser keeps that HTML, without a shift or a mismatch, until the chunk
 * is in and React hydrates them. Once the chunk is in (`preload`, as a link to the page is about
 * to be followed), the sections render at once: a client-side navigation shows them in its first
 * paint instead of popping them in later.
 */
const sectionSet = (key: string): OnDemand<SectionList> => {
  let set = sets.get(key);
  if (!set) {
    set = onDemand(async () => {
      const loading = loadSectionSet(key);
      if (!loading) {
        throw new Error(
          `No chunk was built for the section set ${key}: the query in gatsby/section-sets.ts ` +
            'must list every page type that shows sections.',
        );
      }
      const components: SectionComponents = await loading;
      const SectionsOfSet = ({ sections }: SectionList) => (
        <>
          {sections.map((section) => {
            const Component = components[section.__typename] as
              ComponentType<{ section: PageSection }> | undefined;
            return Component ? <Component key={section.id} section={section} /> : null;
          })}
        </>
      );
      return SectionsOfSet;
    });
    sets.set(key, set);
  }
  return set;
};

export const fragment = graphql`
  fragment PageSections on ContentfulSection {
    __typename
    id
    ...SectionHero
    ...SectionFeatureGrid
    ...SectionLogoWall
    ...SectionStats
    ...SectionTestimonials
    ...SectionCallToAction
    ...SectionFaq
    ...SectionRichText
    ...SectionPricingComparison
    ...SectionCaseStudyList
    ...SectionForm
  }
`;

/**
 * Renders a page's sections in order, with the code of its own section types only; a type with
 * no component is skipped, never a crash.
 */
export const Sections = ({ sections }: SectionList) => {
  // A form section's code comes after the page's own: its form is watched from the page's
  // render on, so a submit made before the section's code is in is held for the form, not
  // posted past its rules (docs/forms.md, "Code splitting").
  if (sections.some(isFormSection)) watchPageEarlyActions();
  const key = sectionSetKey(sections.map((section) => section.__typename));
  if (key === '0') return null;
  const SectionsOfSet = sectionSet(key);
  return <SectionsOfSet sections={sections} />;
};

const isFormSection = ({ __typename }: PageSection) => __typename === 'ContentfulSectionForm';

const typenameOf = (item: unknown): unknown =>
  (item as { __typename?: unknown } | null)?.__typename;

/** The lists of sections in a page's query data, at any depth. */
const sectionListsIn = (data: unknown, found: unknown[][] = []): unknown[][] => {
  if (Array.isArray(data)) {
    if (data.some((item) => isSectionType(typenameOf(item)))) found.push(data);
    for (const item of data) sectionListsIn(item, found);
  } else if (data !== null && typeof data === 'object') {
    for (const value of Object.values(data)) sectionListsIn(value, found);
  }
  return found;
};

/** The keys of the section sets a page's query data shows. */
export const sectionSetKeysIn = (data: unknown): string[] => [
  ...new Set(sectionListsIn(data).map((list) => sectionSetKey(list.map(typenameOf)))),
];

/**
 * Fetches the code of every section set in a page's query data; settles when all have loaded
 * or failed (a failed one is fetched again when it renders).
 */
export const preloadSectionsIn = async (data: unknown): Promise<void> => {
  await Promise.allSettled(sectionSetKeysIn(data).map((key) => sectionSet(key).preload()));
};

setSectionPreloader(preloadSectionsIn);
