/**
 * Screenshots of a served build's pages with Playwright, one browser context per width. The
 * caller launches the browser and serves the build (content-tools imports neither the local
 * server nor the test support: tests/unit/layout.test.ts).
 */
import type { Browser } from '@playwright/test';
import { pageUrl } from './affected-pages-markdown';

export interface Screenshot {
  /** The page's path on the site. */
  path: string;
  width: number;
  /** Where the PNG goes. */
  file: string;
}

/** The viewport's height; a page is pictured whole, down to PAGE_HEIGHT_MAX. */
const VIEWPORT_HEIGHT = 900;
/** A very long page would make a picture too large to open; its top is what a reviewer reads. */
const PAGE_HEIGHT_MAX = 6_000;

/** Takes each screenshot from the build served at `origin`. */
export const takeScreenshots = async (
  browser: Browser,
  origin: string,
  shots: readonly Screenshot[],
): Promise<void> => {
  const widths = [...new Set(shots.map((shot) => shot.width))];
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: VIEWPORT_HEIGHT },
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      for (const shot of shots.filter((candidate) => candidate.width === width)) {
        const url = pageUrl(origin, shot.path);
        try {
          await page.goto(url, { waitUntil: 'load' });
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.screenshot({
            path: shot.file,
            fullPage: true,
            animations: 'disabled',
            clip: { x: 0, y: 0, width, height: Math.min(height, PAGE_HEIGHT_MAX) },
          });
        } catch (error) {
          throw new Error(`Cannot take a screenshot of ${url}: ${(error as Error).message}`);
        }
      }
    } finally {
      await context.close();
    }
  }
};
