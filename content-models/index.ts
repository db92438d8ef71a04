/** Every content type of the site, in the order Contentful lists them. */
import type { ContentTypeSpec } from './define';
import { author } from './author';
import { blogPost } from './blog-post';
import { caseStudyPageTemplate } from './case-study-page-template';
import { category } from './category';
import { gatedContent } from './gated-content';
import { landingPageTemplate } from './landing-page-template';
import { navigationItem, navigationMenu } from './navigation-menu';
import * as sections from './sections';
import { seo } from './seo';
import { tag } from './tag';
import { testimonial } from './testimonial';

export const contentTypes: readonly ContentTypeSpec[] = [
  landingPageTemplate,
  caseStudyPageTemplate,
  gatedContent,
  blogPost,
  author,
  category,
  tag,
  testimonial,
  navigationMenu,
  navigationItem,
  seo,
  sections.sectionHero,
  sections.sectionFeatureGrid,
  sections.featureItem,
  sections.sectionLogoWall,
  sections.sectionStats,
  sections.statItem,
  sections.sectionTestimonials,
  sections.sectionCallToAction,
  sections.sectionFaq,
  sections.faqItem,
  sections.sectionRichText,
  sections.sectionPricingComparison,
  sections.pricingPlan,
  sections.sectionCaseStudyList,
  sections.sectionForm,
];

export const contentTypeById = new Map(contentTypes.map((type) => [type.id, type]));
export const sectionTypeIds = contentTypes.filter((type) => type.section).map((type) => type.id);

export * from './define';
