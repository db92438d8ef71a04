import type { Page } from '@playwright/test';

/** A client-side route change, as a click on a site link makes it (Gatsby's navigate). */
export const navigateInPage = (page: Page, to: string) =>
  page.evaluate((path) => {
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(path);
  }, to);

/** Marks the open document: only a full page load removes the mark (`isSamePage`). */
export const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });

/** Whether the document `markPage` marked is still the one open: no full page load since. */
export const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);
