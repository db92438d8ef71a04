import { renderToString } from 'react-dom/server';
import { PostList } from '../blog/post-card';
import { HydrationSlice } from './hydration-slice';

// React marks a server-rendered Suspense boundary with <!--$--> … <!--/$-->; in the browser it
// hydrates each marked part as a unit of its own, in tasks that yield between parts.
const BOUNDARY = /<!--\$-->.*?<!--\/\$-->/g;

describe('HydrationSlice', () => {
  it('server-renders its children inside a boundary, with no markup of its own', () => {
    expect(
      renderToString(
        <HydrationSlice>
          <p>part</p>
        </HydrationSlice>,
      ),
    ).toBe('<!--$--><p>part</p><!--/$-->');
  });

  it('gives every card of a post list a boundary of its own', () => {
    const post = (n: number): Queries.BlogPostCardFragment => ({
      title: `Post ${n}`,
      slug: `post-${n}`,
      excerpt: 'An excerpt',
      publishDate: '2025-03-05T09:00:00.000Z',
      publishDateText: 'March 5, 2025',
      author: { name: 'Ada', slug: 'ada' },
      category: { name: 'Remote work', slug: 'remote-work' },
      heroImage: null,
    });
    const html = renderToString(<PostList posts={[1, 2, 3].map(post)} />);
    expect(html.match(BOUNDARY)?.map((part) => /Post \d/.exec(part)?.[0])).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
    ]);
  });
});
