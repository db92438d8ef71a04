/**
 * A client-side navigation shows the next page once Gatsby's loader has its data and its
 * template's code; the code of a page's sections is a chunk of its own, one per set of section
 * types (src/sections/registry.tsx), which the page asked for only when it rendered: the page painted first and its sections a
 * moment later, pushing everything below them down. Here the loader's `loadPage` also waits for
 * the code of the sections in the page's data, so the page paints whole, as a first visit does;
 * and `hovering` (what Gatsby's links call when the pointer enters them, to load the page ahead)
 * loads the sections' code too, so that wait is mostly over by the click. It is installed after
 * the first render: Gatsby's first page load goes through the same `loadPage`, and that page's
 * sections are already in the server's HTML, each hydrating when its code is in.
 *
 * `window.___loader` is the object Gatsby's navigation, its back/forward handling and its links
 * call (the default export of gatsby/cache-dir/loader.js; the contract test beside this file
 * reads those modules), so wrapping its methods covers every client-side route change.
 */

/** What this needs of Gatsby's page loader. */
export interface PageLoader {
  loadPage: (path: string) => Promise<{ json?: unknown } | null | undefined>;
  hovering: (path: string) => void;
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
  // Gatsby's own hovering is a bare loadPage on its loader, which would skip the sections.
  loader.hovering = (path) => void loader.loadPage(path);
};
