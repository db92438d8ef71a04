/**
 * An article's publish date as the site writes it ("August 5, 2025"), resolved in the data
 * layer as `publishDateText`: the cards and the article header print the text, so the browser
 * loads neither the month names nor the code that writes a date. `publishDate` stays for the
 * `<time>` element's machine-readable value, the feed and the structured data.
 */
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
