import { byNewest, relatedArticles, type RelatableArticle } from './related-articles';

const post = (
  id: string,
  publishDate: string,
  categoryId: string,
  tagIds: string[] = [],
): RelatableArticle => ({ id, publishDate, categoryId, tagIds });

const POSTS = [
  post('current', '2025-05-01', 'cat-a', ['tag-1', 'tag-2']),
  post('same-category-old', '2024-01-01', 'cat-a'),
  post('same-category-new', '2025-09-01', 'cat-a'),
  post('shared-tag', '2025-06-01', 'cat-b', ['tag-2']),
  post('unrelated-newest', '2026-01-01', 'cat-b', ['tag-3']),
  post('unrelated', '2023-01-01', 'cat-c'),
].sort(byNewest);

const ids = (posts: readonly RelatableArticle[]) => posts.map((p) => p.id);
const current = POSTS.find((p) => p.id === 'current') as RelatableArticle;

describe('relatedArticles', () => {
  it('lists posts of the same category or with a shared tag, newest first', () => {
    expect(ids(relatedArticles(current, POSTS, 10))).toEqual([
      'same-category-new',
      'shared-tag',
      'same-category-old',
    ]);
  });

  it('never lists the article itself', () => {
    expect(ids(relatedArticles(current, POSTS, 10))).not.toContain('current');
  });

  it('leaves out posts sharing neither category nor tag, however new', () => {
    const related = ids(relatedArticles(current, POSTS, 10));
    expect(related).not.toContain('unrelated-newest');
    expect(related).not.toContain('unrelated');
  });

  it('stops at the limit, keeping the newest', () => {
    expect(ids(relatedArticles(current, POSTS, 2))).toEqual(['same-category-new', 'shared-tag']);
    expect(relatedArticles(current, POSTS, 0)).toEqual([]);
  });

  it('is empty when nothing is related', () => {
    const lonely = post('lonely', '2025-01-01', 'cat-z', ['tag-z']);
    expect(relatedArticles(lonely, [lonely, ...POSTS], 3)).toEqual([]);
  });

  it('relates through a tag even when the post has no category in common', () => {
    const tagged = post('tagged', '2025-01-01', 'cat-z', ['tag-3']);
    expect(ids(relatedArticles(tagged, POSTS, 3))).toEqual(['unrelated-newest']);
  });
});

describe('byNewest', () => {
  it('sorts by date, newest first, and equal dates by id', () => {
    const sorted = [
      post('b', '2025-01-01T00:00:00Z', 'c'),
      post('a', '2025-01-01T00:00:00Z', 'c'),
      post('z', '2025-02-01T00:00:00Z', 'c'),
    ].sort(byNewest);
    expect(ids(sorted)).toEqual(['z', 'a', 'b']);
  });
});
