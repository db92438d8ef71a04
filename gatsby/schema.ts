import type { GatsbyNode } from 'gatsby';
import { contentTypes } from '../content-models';
import { toGatsbySdl } from '../content-models/graphql-schema';

/** The whole content schema, generated from content-models (never inferred). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(toGatsbySdl(contentTypes));
  // Asset files downloaded in live builds are File nodes with their source `url`, which Gatsby
  // would infer onto File only there; declared here, both sources expose the same File type.
  actions.createTypes('type File implements Node @infer { url: String }');
};
