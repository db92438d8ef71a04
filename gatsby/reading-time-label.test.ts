import { createdField } from '../tests/support/created-resolvers';
import { createReadingTimeLabelResolvers } from './reading-time-label';

type LabelField = { resolve: (source: { words: number; minutes: number }) => string };

describe('MarkdownReadingTime.label', () => {
  it('is the label the article shows, in the site’s locale', () => {
    const label = createdField<LabelField>(
      createReadingTimeLabelResolvers,
      'MarkdownReadingTime',
      'label',
    ).resolve;
    expect(label({ words: 660, minutes: 3 })).toBe('3 min read');
    expect(label({ words: 100, minutes: 0 })).toBe('Less than a minute read');
  });
});
