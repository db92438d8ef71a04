/**
 * Page contexts: what gatsby/routes/* hand to a template through createPage, declared once for
 * both sides.
 */

/** A blog listing page: the posts it shows and where it sits in the listing. */
export interface ListingContext extends Record<string, unknown> {
  ids: string[];
  pageNumber: number;
  pageCount: number;
}
