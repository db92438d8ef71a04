import type { GatsbyNode } from 'gatsby';
import { contentTypes } from '../content-models';
import { toGatsbySdl } from '../content-models/graphql-schema';

/** The whole content schema, generated from content-models (never inferred). */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(toGatsbySdl(contentTypes));
};
