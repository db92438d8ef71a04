import type { GatsbyNode } from 'gatsby';
import { createBlogPostResolvers } from './blog-posts-by-id';
import { createFilePublicUrlResolvers } from './file-public-url';
import { createImageDataResolvers } from './image-data-memo';
import { createMenuLandingPageResolvers } from './menu-landing-pages';
import { createPostDateTextResolvers } from './post-date-text';
import { createReadingTimeLabelResolvers } from './reading-time-label';
import { createCaseStudyListResolvers } from './section-case-studies';

export const createResolvers: NonNullable<GatsbyNode['createResolvers']> = async (...args) => {
  await createImageDataResolvers?.(...args);
  await createBlogPostResolvers?.(...args);
  await createFilePublicUrlResolvers(...args);
  await createCaseStudyListResolvers?.(...args);
  await createMenuLandingPageResolvers?.(...args);
  await createReadingTimeLabelResolvers?.(...args);
  await createPostDateTextResolvers?.(...args);
};
