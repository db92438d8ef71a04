/** Written in the data layer, so the browser loads neither month names nor date code. */
import type { GatsbyNode } from 'gatsby';
import { entryTypeName } from '../content-models/names';
import { formatPostDate } from '../src/components/blog/format';

export const POST_DATE_TEXT_FIELD = 'publishDateText';

export const createPostDateTextResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  create({
    [entryTypeName('blogPost')]: {
      [POST_DATE_TEXT_FIELD]: {
        type: 'String!',
        resolve: (source: { publishDate: string }) => formatPostDate(source.publishDate),
      },
    },
  });
};
