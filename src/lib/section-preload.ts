/**
 * Where the section registry (src/sections/registry.tsx) hands in the function that fetches the
 * code of a page's sections, so that code in the app chunk can ask for it without importing the
 * registry, which the templates that show sections load. Until a template has loaded the
 * registry there is nothing to call, and no page with sections can be on screen.
 */
type SectionPreloader = (pageData: unknown) => Promise<void>;

let preloader: SectionPreloader | undefined;

export const setSectionPreloader = (preload: SectionPreloader): void => {
  preloader = preload;
};

/** Fetches the code of the section types in a page's query data, if the registry is loaded. */
export const preloadSectionsOf = (pageData: unknown): Promise<void> =>
  preloader ? preloader(pageData) : Promise.resolve();
