/**
 * Maps each CMS section type (its GraphQL __typename) to the component that renders it.
 * Adding a section: a content model in content-models/sections.ts, a component with its
 * fragment here, one line in `registry` and the fragment in the `PageSections` fragment.
 */
import { graphql } from 'gatsby';
import { Suspense, lazy, type ComponentType } from 'react';
import { CallToAction } from './call-to-action';
import { CaseStudyList } from './case-study-list';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { LogoWall } from './logo-wall';
import { PricingComparison } from './pricing-comparison';
import { RichText } from './rich-text';
import { Stats } from './stats';
import { Testimonials } from './testimonials';

// The form kit and the phone library load only on pages with a form. The server renders the
// whole form (Netlify finds it in the HTML); the browser keeps that HTML until the chunk is in.
const LazyFormSection = lazy(() =>
  import('./form-section').then(({ FormSection }) => ({ default: FormSection })),
);

const FormSection = ({ section }: { section: Queries.SectionFormFragment }) => (
  <Suspense fallback={null}>
    <LazyFormSection section={section} />
  </Suspense>
);

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

export type PageSection = Queries.PageSectionsFragment;
type SectionOf<T extends PageSection['__typename']> = Extract<PageSection, { __typename: T }>;

export const registry: {
  [T in PageSection['__typename']]: ComponentType<{ section: SectionOf<T> }>;
} = {
  ContentfulSectionHero: Hero,
  ContentfulSectionFeatureGrid: FeatureGrid,
  ContentfulSectionLogoWall: LogoWall,
  ContentfulSectionStats: Stats,
  ContentfulSectionTestimonials: Testimonials,
  ContentfulSectionCallToAction: CallToAction,
  ContentfulSectionFaq: Faq,
  ContentfulSectionRichText: RichText,
  ContentfulSectionPricingComparison: PricingComparison,
  ContentfulSectionCaseStudyList: CaseStudyList,
  ContentfulSectionForm: FormSection,
};

/** Renders a page's sections in order; a type with no component is skipped, never a crash. */
export const Sections = ({ sections }: { sections: readonly PageSection[] }) => (
  <>
    {sections.map((section) => {
      const Component = registry[section.__typename] as
        ComponentType<{ section: PageSection }> | undefined;
      return Component ? <Component key={section.id} section={section} /> : null;
    })}
  </>
);
