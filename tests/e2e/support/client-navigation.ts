import type { Page } from '@playwright/test';

/** A client-side route change, as a click on a site link makes it (Gatsby's navigate). */
export const navigateInPage = (page: Page, to: string) =>
  page.evaluate((path) => {
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(path);
  }, to);
