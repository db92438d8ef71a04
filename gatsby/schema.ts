import type { GatsbyNode } from 'gatsby';
import { contentTypes } from '../content-models';
import { toGatsbySdl } from '../content-models/graphql-schema';

/** Generated from content-models, never inferred. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(toGatsbySdl(contentTypes));
  // Declared, as Gatsby would infer File's `url` only in live builds.
  actions.createTypes('type File implements Node @infer { url: String }');
};
