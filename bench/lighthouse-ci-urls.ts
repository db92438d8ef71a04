/**
 * The URLs Lighthouse CI measures on a deploy preview (.github/workflows/deploy-preview-e2e.yml):
 * one page per template, one URL a line. A template of the site with no page on the preview is
 * named on stderr, as a GitHub warning. docs/performance.md.
 *   npx tsx bench/lighthouse-ci-urls.ts --base-url https://deploy-preview-42--site.netlify.app
 */
import { FIRST_LOAD_JS_BUDGETS } from './first-load-js-budgets';
import { parseOptions } from './support/cli-options';
import { previewSamples } from './support/preview-samples';

const USAGE = 'usage: npx tsx bench/lighthouse-ci-urls.ts --base-url <origin of a deployed copy>';
const options = parseOptions({ 'base-url': { type: 'string' } }, USAGE);

const originOf = (value: string | undefined): string => {
  try {
    const url = new URL(value ?? '');
    if (['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search)
      return url.origin;
  } catch {
    // Named below, with the usage.
  }
  console.error(`--base-url takes a site's origin, not "${value ?? ''}"\n${USAGE}`);
  process.exit(2);
};

const main = async () => {
  const samples = await previewSamples(originOf(options['base-url']));
  // Every template the budgets know is one `npm test` found a page of in the fixture build.
  const found = new Set(samples.map(({ template }) => template));
  for (const template of Object.keys(FIRST_LOAD_JS_BUDGETS).filter((name) => !found.has(name)))
    console.error(`::warning::No page of ${template} on ${options['base-url']}: not measured`);
  for (const { url } of samples) console.log(url);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
