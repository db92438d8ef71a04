/** Memoised: pages repeat images, and each call makes gatsby-plugin-sharp redo its work. */
import type { GatsbyNode, Node } from 'gatsby';

type Resolver = (source: Node, args: unknown, context: unknown, info: unknown) => unknown;

export const memoizeByNodeAndArgs = (resolve: Resolver): Resolver => {
  const results = new Map<string, unknown>();
  return (source, args, context, info) => {
    const key = `${source.id}\n${source.internal.contentDigest}\n${JSON.stringify(args)}`;
    if (!results.has(key)) {
      const result = resolve(source, args, context, info);
      results.set(key, result);
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
