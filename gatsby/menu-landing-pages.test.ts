import { createdField } from '../tests/support/created-resolvers';
import { createMenuLandingPageResolvers, inMenuOrder } from './menu-landing-pages';

/** A landing page node as the content source stores it: its object field is a child node. */
const page = (slug: string, name: string, navigationTitle?: string, order?: number) => ({
  id: `page-${slug}`,
  slug,
  name,
  additional_fields___NODE: `fields-${slug}`,
  fields: { navigation_title: navigationTitle ?? null, order: order ?? null },
});

describe('inMenuOrder', () => {
  it('orders whole nodes by navigation title (case and accents ignored), then order, higher first', () => {
    const pages = [
      page('zeta', 'Zeta'),
      page('beta-low', 'x', 'beta', 1),
      page('eclair', 'Éclair'),
      page('alpha', 'Named alpha', 'Alpha'),
      page('beta-high', 'y', 'Beta', 9),
      page('delta', 'delta'),
    ];
    const sorted = inMenuOrder(pages, (node) => node.fields);
    expect(sorted.map((node) => node.slug)).toEqual([
      'alpha',
      'beta-high',
      'beta-low',
      'delta',
      'eclair',
      'zeta',
    ]);
    // The nodes themselves, so GraphQL resolves their fields as usual.
    expect(sorted[0]).toBe(pages[3]);
  });
});

describe('createMenuLandingPageResolvers', () => {
  it('adds Query.menuLandingPages: the flagged pages, sorted by their linked menu fields', async () => {
    const field = createdField<{
      type: string;
      resolve: (...args: unknown[]) => Promise<{ slug: string }[]>;
    }>(createMenuLandingPageResolvers, 'Query', 'menuLandingPages');
    expect(field.type).toBe('[ContentfulLandingPageTemplate!]!');
    // By name, "Zulu" would come last; its navigation title puts it first.
    const pages = [page('b', 'Bravo'), page('z', 'Zulu', 'Alpha')];
    const findAll = jest.fn().mockResolvedValue({ entries: pages });
    const getNodeById = ({ id }: { id: string }) =>
      pages.find((node) => node.additional_fields___NODE === id)?.fields;
    const result = await field.resolve({}, {}, { nodeModel: { findAll, getNodeById } });
    expect(result.map((node: { slug: string }) => node.slug)).toEqual(['z', 'b']);
    expect(findAll).toHaveBeenCalledWith({
      type: 'ContentfulLandingPageTemplate',
      query: { filter: { additional_fields: { include_in_menu: { eq: true } } } },
    });
  });
});
