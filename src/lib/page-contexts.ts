/** What gatsby/routes/* hand to templates, declared once for both sides. */

export interface ListingContext extends Record<string, unknown> {
  ids: string[];
  pageNumber: number;
  pageCount: number;
}

/** Present only when one is off; chat has its own flag, as /ccw2025 keeps it. */
export interface PageThirdPartyFlags {
  externalScripts: boolean;
  chat: boolean;
}

export const ALL_THIRD_PARTIES_ON: PageThirdPartyFlags = { externalScripts: true, chat: true };

export interface ThirdPartyPageContext {
  thirdParties?: PageThirdPartyFlags;
}
