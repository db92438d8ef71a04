/**
 * An article's reading time as it shows it ("3 min read"), resolved in the data layer: the page
 * data carries the text, so the browser loads neither the labels of the twelve locales nor the
 * code that picks one. Resolved at query time, so a change of the labels or the locale shows
 * in the next build without re-rendering the Markdown nodes.
 */
import type { GatsbyNode } from 'gatsby';
import { MARKDOWN_TYPE_NAME } from '../content-models/names';
import { readingTimeLabel, type ReadingTime } from '../src/lib/reading-time';

export const createReadingTimeLabelResolvers: GatsbyNode['createResolvers'] = ({
  createResolvers: create,
}) => {
  create({
    [`${MARKDOWN_TYPE_NAME}ReadingTime`]: {
      label: { resolve: (source: ReadingTime) => readingTimeLabel(source) },
    },
  });
};
