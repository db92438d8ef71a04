/**
 * A client-side navigation shows the next page once Gatsby's loader has its data and its
 * template's code; each section type's code is a chunk of its own (src/sections/registry.tsx),
 * which the page asked for only when it rendered: the page painted first and its sections a
 * moment later, pushing everything below them down. Here the loader's `loadPage` also waits for
 * the code of the sections in the page's data, so the page paints whole, as a first visit does.
 *
 * `window.___loader` is the object Gatsby's navigation and its back/forward handling call
 * `loadPage` on (the default export of gatsby/cache-dir/loader.js; the contract test beside this
 * file reads those modules), so wrapping its `loadPage` covers every client-side route change.
 */

/** What this needs of Gatsby's page loader. */
export interface PageLoader {
  loadPage: (path: string) => Promise<{ json?: unknown } | null | undefined>;
}

export const waitForSectionsOnPageLoad = (
  loader: PageLoader,
  preloadSections: (pageData: unknown) => Promise<void>,
): void => {
  const loadPage = loader.loadPage.bind(loader);
  loader.loadPage = async (path) => {
    const resources = await loadPage(path);
    await preloadSections(resources?.json);
    return resources;
  };
};
