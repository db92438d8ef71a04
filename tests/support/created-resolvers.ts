import type { CreateResolversArgs, GatsbyNode } from 'gatsby';

/** What a `createResolvers` hook hands to Gatsby's `createResolvers` action, by type and field. */
export const createdResolvers = <Field>(
  hook: GatsbyNode['createResolvers'],
): Record<string, Record<string, Field | undefined> | undefined> => {
  const create = jest.fn();
  void hook?.({ createResolvers: create } as unknown as CreateResolversArgs, {} as never, () => {});
  return create.mock.calls[0][0] as Record<string, Record<string, Field | undefined>>;
};

/** One field's resolver, or a failed test naming the field when the hook does not add it. */
export const createdField = <Field>(
  hook: GatsbyNode['createResolvers'],
  type: string,
  field: string,
): Field => {
  const resolver = createdResolvers<Field>(hook)[type]?.[field];
  if (!resolver) throw new Error(`no resolver for ${type}.${field}`);
  return resolver;
};
