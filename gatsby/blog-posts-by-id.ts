/**
 * `blogPostsById(ids: [...])`: the articles a page shows, by id, in the order given.
 *
 * Listing pages and related-article lists know their posts when the pages are planned
 * (gatsby/routes/blog.ts). Asking `allContentfulBlogPost` for them made every such page depend
 * on every post, so editing one post re-ran the queries of all 15 000 pages of a 10 000-post
 * blog. Read one by one, each page depends only on the posts it shows.
 */
import type { GatsbyNode } from 'gatsby';
import { entryTypeName } from '../content-models/names';

const BLOG_POST_TYPE = entryTypeName('blogPost');

interface NodeModel {
  getNodeById: (args: { id: string; type: string }) => unknown;
}

/** The posts with these ids that exist, in the order of the ids. */
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
