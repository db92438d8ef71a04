/** Every content type of the site, in the order Contentful lists them. */
import type { ContentTypeSpec } from './define';
import { author } from './author';
import { blogPost } from './blog-post';
import { caseStudyPageTemplate } from './case-study-page-template';
import { category } from './category';
import { gatedContent } from './gated-content';
import { landingPageTemplate } from './landing-page-template';
import { navigationItem, navigationMenu } from './navigation-menu';
import { sectionContentTypes } from './sections';
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
  ...sectionContentTypes,
];

export const contentTypeById = new Map(contentTypes.map((type) => [type.id, type]));
export const sectionTypeIds = contentTypes.filter((type) => type.section).map((type) => type.id);

export * from './define';
