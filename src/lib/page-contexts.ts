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

/**
 * The third-party switches an editor set on a page (a landing page's settings), present only
 * when one is off. Chat follows its own flag: /ccw2025 turns most scripts off but keeps it.
 */
export interface PageThirdPartyFlags {
  /** False: no tag manager, analytics, session recording or social pixel on this page. */
  externalScripts: boolean;
  /** False: no chat widget on this page. */
  chat: boolean;
}

/** A page that turns nothing off (every page without its own switches). */
export const ALL_THIRD_PARTIES_ON: PageThirdPartyFlags = { externalScripts: true, chat: true };

export interface ThirdPartyPageContext {
  thirdParties?: PageThirdPartyFlags;
}
