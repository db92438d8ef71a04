/**
 * Maps each CMS section type (its GraphQL __typename) to the component that renders it.
 * Adding a section: a content model in content-models/sections.ts, a component with its
 * fragment here, one line in `registry` and the fragment in the `PageSections` fragment.
 */
import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import { onDemand, type OnDemand } from '../components/ui/on-demand';
import { setSectionPreloader } from '../lib/section-preload';
import { watchPageEarlyActions } from '../services/forms/early-actions';

export type PageSection = Queries.PageSectionsFragment;
type SectionOf<T extends PageSection['__typename']> = Extract<PageSection, { __typename: T }>;
type SectionComponent<T extends PageSection['__typename']> = ComponentType<{
  section: SectionOf<T>;
}>;

/** A section component that can fetch its code before it is first rendered. */
type ChunkedSection<T extends PageSection['__typename']> = OnDemand<{ section: SectionOf<T> }>;

/**
 * A section whose code is a chunk of its own, fetched by the pages that show it: a page ships
 * the JavaScript of its own section types only (the form kit among them). The server renders
 * the whole section into the HTML, and the browser keeps that HTML, without a shift or a
 * mismatch, until the chunk is in and React hydrates the section. Once the chunk is in
 * (`preload`, as a link to the page is about to be followed), the section renders at once: a
 * client-side navigation shows it in its first paint instead of popping it in later.
 */
export const ownChunk = <T extends PageSection['__typename']>(
  load: () => Promise<SectionComponent<T>>,
): ChunkedSection<T> => onDemand(load);

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

export const registry: { [T in PageSection['__typename']]: ChunkedSection<T> } = {
  ContentfulSectionHero: ownChunk(() => import('./hero').then((m) => m.Hero)),
  ContentfulSectionFeatureGrid: ownChunk(() => import('./feature-grid').then((m) => m.FeatureGrid)),
  ContentfulSectionLogoWall: ownChunk(() => import('./logo-wall').then((m) => m.LogoWall)),
  ContentfulSectionStats: ownChunk(() => import('./stats').then((m) => m.Stats)),
  ContentfulSectionTestimonials: ownChunk(() =>
    import('./testimonials').then((m) => m.Testimonials),
  ),
  ContentfulSectionCallToAction: ownChunk(() =>
    import('./call-to-action').then((m) => m.CallToAction),
  ),
  ContentfulSectionFaq: ownChunk(() => import('./faq').then((m) => m.Faq)),
  ContentfulSectionRichText: ownChunk(() => import('./rich-text').then((m) => m.RichText)),
  ContentfulSectionPricingComparison: ownChunk(() =>
    import('./pricing-comparison').then((m) => m.PricingComparison),
  ),
  ContentfulSectionCaseStudyList: ownChunk(() =>
    import('./case-study-list').then((m) => m.CaseStudyList),
  ),
  ContentfulSectionForm: ownChunk(() => import('./form-section').then((m) => m.FormSection)),
};

/** Renders a page's sections in order; a type with no component is skipped, never a crash. */
export const Sections = ({ sections }: { sections: readonly PageSection[] }) => {
  // A form section's code comes after the page's own: its form is watched from the page's
  // render on, so a submit made before the section's code is in is held for the form, not
  // posted past its rules (docs/forms.md, "Code splitting").
  if (sections.some(isFormSection)) watchPageEarlyActions();
  return (
    <>
      {sections.map((section) => {
        const Component = registry[section.__typename] as
          ComponentType<{ section: PageSection }> | undefined;
        return Component ? <Component key={section.id} section={section} /> : null;
      })}
    </>
  );
};

const isFormSection = ({ __typename }: PageSection) => __typename === 'ContentfulSectionForm';

const isSectionType = (typename: unknown): typename is PageSection['__typename'] =>
  typeof typename === 'string' && Object.hasOwn(registry, typename);

/** The section types found in a page's query data, at any depth. */
const sectionTypesIn = (data: unknown, found = new Set<PageSection['__typename']>()) => {
  if (Array.isArray(data)) {
    for (const item of data) sectionTypesIn(item, found);
  } else if (data !== null && typeof data === 'object') {
    const { __typename: typename } = data as { __typename?: unknown };
    if (isSectionType(typename)) found.add(typename);
    for (const value of Object.values(data)) sectionTypesIn(value, found);
  }
  return found;
};

/**
 * Fetches the code of every section type in a page's query data; settles when all have
 * loaded or failed (a failed one is fetched again when it renders).
 */
export const preloadSectionsIn = async (data: unknown): Promise<void> => {
  const loads = [...sectionTypesIn(data)].map((type) => registry[type].preload());
  await Promise.allSettled(loads);
};

setSectionPreloader(preloadSectionsIn);
