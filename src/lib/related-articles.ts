/**
 * Related articles: other posts that share the category or at least one tag, newest first,
 * never the article itself. Pure, so the build computes them once per article.
 */

export interface RelatableArticle {
  id: string;
  /** ISO 8601 date; newest first. */
  publishDate: string;
  categoryId: string;
  tagIds: readonly string[];
}

/** Newest first; equal dates by id, so the order never depends on the input order. */
export const byNewest = <T extends Pick<RelatableArticle, 'id' | 'publishDate'>>(a: T, b: T) =>
  Date.parse(b.publishDate) - Date.parse(a.publishDate) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const isRelated = (article: RelatableArticle, other: RelatableArticle): boolean =>
  other.id !== article.id &&
  (other.categoryId === article.categoryId ||
    other.tagIds.some((tag) => article.tagIds.includes(tag)));

/**
 * Up to `limit` articles related to `article`, newest first.
 * @param newestFirst every article, already sorted with `byNewest` (sort once, reuse for all)
 */
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
