/** At query time, so the browser loads no locale labels and Markdown is not re-rendered. */
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
