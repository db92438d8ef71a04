export interface RelatableArticle {
  id: string;
  publishDate: string;
  categoryId: string;
  tagIds: readonly string[];
}

/** Equal dates by id, so the order never depends on the input order. */
export const byNewest = <T extends Pick<RelatableArticle, 'id' | 'publishDate'>>(a: T, b: T) =>
  Date.parse(b.publishDate) - Date.parse(a.publishDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const isRelated = (article: RelatableArticle, other: RelatableArticle): boolean =>
  other.id !== article.id &&
  (other.categoryId === article.categoryId ||
    other.tagIds.some((tag) => article.tagIds.includes(tag)));

/** `newestFirst` is sorted once with `byNewest` and reused for all. */
export const relatedArticles = <T extends RelatableArticle>(
  article: RelatableArticle,
  newestFirst: readonly T[],
  limit: number,
): T[] => {
  const related: T[] = [];
  for (const other of newestFirst) {
    if (related.length >= limit) break;
    if (isRelated(article, other)) related.push(other);
  }
  return related;
};
