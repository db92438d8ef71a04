import { postsById } from './blog-posts-by-id';

describe('postsById', () => {
  const posts = new Map([
    ['a', { id: 'a', title: 'A' }],
    ['b', { id: 'b', title: 'B' }],
    ['c', { id: 'c', title: 'C' }],
  ]);
  const asked: { id: string; type: string }[] = [];
  const nodeModel = {
    getNodeById: (args: { id: string; type: string }) => {
      asked.push(args);
      return posts.get(args.id) ?? null;
    },
  };

  it('reads each post by its id, as a blog post, keeping the order given', () => {
    expect(postsById(['c', 'a', 'b'], nodeModel)).toEqual([
      { id: 'c', title: 'C' },
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ]);
    expect(asked.slice(0, 3)).toEqual([
      { id: 'c', type: 'ContentfulBlogPost' },
      { id: 'a', type: 'ContentfulBlogPost' },
      { id: 'b', type: 'ContentfulBlogPost' },
    ]);
  });

  it('leaves out ids with no post', () => {
    expect(postsById(['a', 'gone', 'c'], nodeModel)).toEqual([
      { id: 'a', title: 'A' },
      { id: 'c', title: 'C' },
    ]);
  });
});
