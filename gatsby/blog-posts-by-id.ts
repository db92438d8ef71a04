/** Read one by one, so a page depends only on the posts it shows, not on every post. */
import type { GatsbyNode } from 'gatsby';
import { entryTypeName } from '../content-models/names';

const BLOG_POST_TYPE = entryTypeName('blogPost');

interface NodeModel {
  getNodeById: (args: { id: string; type: string }) => unknown;
}

export const postsById = (ids: readonly string[], nodeModel: NodeModel): unknown[] =>
  ids.map((id) => nodeModel.getNodeById({ id, type: BLOG_POST_TYPE })).filter(Boolean);

export const createBlogPostResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  create({
    Query: {
      blogPostsById: {
        type: `[${BLOG_POST_TYPE}!]!`,
        description: 'The blog posts with these ids, in the order given; unknown ids are left out.',
        args: { ids: '[String!]!' },
        resolve: (
          _source: unknown,
          { ids }: { ids: readonly string[] },
          context: { nodeModel: NodeModel },
        ) => postsById(ids, context.nodeModel),
      },
    },
  });
};
