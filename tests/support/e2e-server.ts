import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The end-to-end server: its port, the built site it serves and where it records form submissions. */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 9323);

/**
 * The directory served, default public/. `scripts/test-site.ts` points it at a copy of a build,
 * so the browser runs on that build while the next one is being made.
 */
export const E2E_PUBLIC_DIR = process.env.E2E_PUBLIC_DIR ?? 'public';

/** One file per port, so helpers running suites side by side never share one. */
export const E2E_SUBMISSIONS_FILE = `test-submissions/form-submissions.${E2E_PORT}.jsonl`;

/** A file of the build under test, for specs that check what the build wrote. */
export const builtFile = (...segments: string[]): string =>
  path.resolve(E2E_PUBLIC_DIR, ...segments);

/** Every address the build's sitemap lists, as written there (absolute URLs). */
export const sitemapUrls = (): string[] =>
  [...readFileSync(builtFile('sitemap-0.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
