/** Sorted at build time: an `Intl.Collator` would load collation data during hydration. */
import type { GatsbyNode } from 'gatsby';
import { entryTypeName, linkedNodeKey } from '../content-models/names';
import {
  sortMenuLandingPages,
  toMenuLandingPage,
  type CmsMenuLandingPage,
} from '../src/components/layout/menu-model';

const LANDING_PAGE_TYPE = entryTypeName('landing_page_template');
const MENU_FIELDS = 'additional_fields';

interface NodeModel {
  findAll: (args: {
    type: string;
    query: { filter: Record<string, unknown> };
  }) => Promise<{ entries: Iterable<unknown> }>;
  getNodeById: (args: { id: string }) => unknown;
}

type LandingPageNode = Omit<CmsMenuLandingPage, typeof MENU_FIELDS> & Record<string, unknown>;

export const inMenuOrder = <T extends LandingPageNode>(
  pages: Iterable<T>,
  menuFields: (page: T) => CmsMenuLandingPage['additional_fields'],
): T[] => {
  const byMenuPage = new Map(
    [...pages].map((page) => [
      toMenuLandingPage({ ...page, [MENU_FIELDS]: menuFields(page) }),
      page,
    ]),
  );
  return sortMenuLandingPages([...byMenuPage.keys()]).map(
    (menuPage) => byMenuPage.get(menuPage) as T,
  );
};

export const createMenuLandingPageResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  create({
    Query: {
      menuLandingPages: {
        type: `[${LANDING_PAGE_TYPE}!]!`,
        description:
          'The landing pages flagged for the menu, by navigation title (case and accents ignored), then by order, higher first.',
        resolve: async (
          _source: unknown,
          _args: unknown,
          { nodeModel }: { nodeModel: NodeModel },
        ) => {
          const { entries } = await nodeModel.findAll({
            type: LANDING_PAGE_TYPE,
            query: { filter: { [MENU_FIELDS]: { include_in_menu: { eq: true } } } },
          });
          return inMenuOrder(entries as Iterable<LandingPageNode>, (page) => {
            const id = page[linkedNodeKey(MENU_FIELDS)];
            return typeof id === 'string'
              ? (nodeModel.getNodeById({ id }) as CmsMenuLandingPage['additional_fields'])
              : null;
          });
        },
      },
    },
  });
};
