import type { CreateResolversArgs } from 'gatsby';
import { createReadingTimeLabelResolvers } from './reading-time-label';

type LabelResolver = (source: { words: number; minutes: number }) => string;

const labelResolver = (): LabelResolver => {
  const create = jest.fn();
  void createReadingTimeLabelResolvers?.(
    { createResolvers: create } as unknown as CreateResolversArgs,
    {} as never,
    () => undefined,
  );
  const resolvers = create.mock.calls[0][0] as Record<
    string,
    { label: { resolve: LabelResolver } }
  >;
  const field = resolvers.MarkdownReadingTime?.label;
  if (!field) throw new Error('no resolver for MarkdownReadingTime.label');
  return field.resolve;
};

describe('MarkdownReadingTime.label', () => {
  it('is the label the article shows, in the site’s locale', () => {
    const label = labelResolver();
    expect(label({ words: 660, minutes: 3 })).toBe('3 min read');
    expect(label({ words: 100, minutes: 0 })).toBe('Less than a minute read');
  });
});
