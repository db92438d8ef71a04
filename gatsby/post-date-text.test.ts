import { createdField } from '../tests/support/created-resolvers';
import { createPostDateTextResolvers } from './post-date-text';

type DateTextField = { type: string; resolve: (source: { publishDate: string }) => string };

const dateTextField = () =>
  createdField<DateTextField>(createPostDateTextResolvers, 'ContentfulBlogPost', 'publishDateText');

describe('ContentfulBlogPost.publishDateText', () => {
  it('is a text every post has', () => {
    expect(dateTextField().type).toBe('String!');
  });

  it('writes the day the post was published, read in UTC, in the long en-US style', () => {
    const { resolve } = dateTextField();
    expect(resolve({ publishDate: '2025-08-05T09:00:00.000Z' })).toBe('August 5, 2025');
    // Late on the 31st in New York is already the next day in UTC: the date is the UTC day.
    expect(resolve({ publishDate: '2024-12-31T23:30:00.000Z' })).toBe('December 31, 2024');
    expect(resolve({ publishDate: '2025-01-01T00:30:00.000Z' })).toBe('January 1, 2025');
  });
});
