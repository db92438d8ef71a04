/** A new section also needs its content model (content-models/sections.ts) and fragment spread. */
import { graphql } from 'gatsby';
import { lazy, type ComponentType } from 'react';
import { HydrationSlice } from '../components/ui/hydration-slice';
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

// The form kit is the heaviest section; pages without a form never load it. On the first load
// React keeps the server's form until this code is in, and hydrates it then.
const FormSection = lazy(() =>
  import(/* webpackChunkName: "form-section" */ './form-section').then((m) => ({
    default: m.FormSection,
  })),
);

export type PageSection = Queries.PageSectionsFragment;
export type SectionTypeName = PageSection['__typename'];
type SectionOf<T extends SectionTypeName> = Extract<PageSection, { __typename: T }>;

export const SECTIONS: { [T in SectionTypeName]: ComponentType<{ section: SectionOf<T> }> } = {
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

/** A type with no component is skipped, never a crash. */
export const Sections = ({ sections }: { sections: readonly PageSection[] }) => (
  <>
    {sections.map((section) => {
      const Component = (
        SECTIONS as Partial<Record<string, ComponentType<{ section: PageSection }>>>
      )[section.__typename];
      return Component ? (
        <HydrationSlice key={section.id}>
          <Component section={section} />
        </HydrationSlice>
      ) : null;
    })}
  </>
);
