/**
 * `gatsbyImageData` computed once per image, arguments and build process, not once per query.
 *
 * Every article shows its author's avatar and every listing page repeats the cards of the
 * articles on it, so the same few images are asked for the same sizes thousands of times; each
 * call makes gatsby-plugin-sharp hash the arguments, plan its jobs and touch the file system
 * again (a third of the page-query time at 3 000 posts). The result depends only on the image
 * node (its content digest changes with the file) and the arguments, so it is kept for the life
 * of the process; node dependencies are still recorded when `childImageSharp` is resolved.
 */
import type { GatsbyNode, Node } from 'gatsby';

type Resolver = (source: Node, args: unknown, context: unknown, info: unknown) => unknown;

export const memoizeByNodeAndArgs = (resolve: Resolver): Resolver => {
  const results = new Map<string, unknown>();
  return (source, args, context, info) => {
    const key = `${source.id}\n${source.internal.contentDigest}\n${JSON.stringify(args)}`;
    if (!results.has(key)) {
      const result = resolve(source, args, context, info);
      results.set(key, result);
      // A failure is not kept: the next query asks again and reports its own error.
      if (result instanceof Promise) result.catch(() => results.delete(key));
    }
    return results.get(key);
  };
};

export const createImageDataResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  let memoized: Resolver | undefined;
  create({
    ImageSharp: {
      gatsbyImageData: {
        resolve: (
          source: Node,
          args: unknown,
          context: unknown,
          info: { originalResolver: Resolver },
        ) => {
          memoized ??= memoizeByNodeAndArgs(info.originalResolver);
          return memoized(source, args, context, info);
        },
      },
    },
  });
};
