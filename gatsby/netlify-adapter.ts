/**
 * gatsby-adapter-netlify, with Gatsby's file layout given back to local builds.
 *
 * With trailingSlash "never" the adapter moves each page's `public/<path>/index.html` to
 * `public/<path>.html` after the build (Netlify's pretty URLs). Gatsby's next build expects its
 * own layout: a rebuild after a code change re-reads every page's HTML and failed with ENOENT
 * while stitching slices. On Netlify the adapter stores public/ and .cache from before the move
 * and restores them at the next build. Elsewhere it stores nothing, so here the build starts by
 * moving the files back, which costs far less than copying the whole output as Netlify does.
 * With NETLIFY_LOCAL set (`netlify build`) the adapter's own cache is used instead.
 *
 * Everywhere, source maps leave public/ before the adapter lists it, the site's security
 * headers are written into the `_headers` file the adapter wrote (gatsby/security-headers), and
 * the adapter runs with a temp folder of its own, removed after it (gatsby/private-temp-dir).
 */
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import createNetlifyAdapter from 'gatsby-adapter-netlify';
import { isNetlifyBuild, processEnv } from '../src/settings/build';
import { withPrivateTempDir } from './private-temp-dir';
import { pageHtmlFiles } from './public-html';
import { writeSecurityHeaders } from './security-headers';
import { SOURCE_MAPS_DIR, moveSourceMaps } from './source-maps';

/** Error pages Netlify serves from the root; Gatsby writes them there too, so they are copied. */
const ROOT_ERROR_PAGES = new Set(['404.html', '500.html']);

/** Page HTML files in the adapter's layout ("a/b.html"), relative to `root`. */
const movedPageFiles = (root: string): string[] =>
  pageHtmlFiles(root).filter((file) => path.posix.basename(file) !== 'index.html');

/**
 * Moves "a/b.html" back to "a/b/index.html" wherever Gatsby's file is missing; root error
 * pages are copied, since Netlify and Gatsby both read them at the root. Returns the count.
 */
export const restoreGatsbyHtmlLayout = (publicDir: string): number => {
  if (!existsSync(publicDir)) return 0;
  let restored = 0;
  for (const file of movedPageFiles(publicDir)) {
    const from = path.join(publicDir, file);
    const to = path.join(publicDir, file.replace(/\.html$/, ''), 'index.html');
    if (existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    if (ROOT_ERROR_PAGES.has(file)) copyFileSync(from, to);
    else renameSync(from, to);
    restored += 1;
  }
  return restored;
};

type Adapter = ReturnType<typeof createNetlifyAdapter>;

/**
 * The adapter's step with the site's own around it: the source maps moved out of public/ before
 * it, a temp folder of its own (removed after), and the security headers written after.
 */
const withSiteOutputSteps = (adapter: Adapter, env: NodeJS.ProcessEnv): Adapter => ({
  ...adapter,
  adapt: async (context) => {
    moveSourceMaps(path.resolve('public'), path.resolve(SOURCE_MAPS_DIR));
    await withPrivateTempDir(() => adapter.adapt(context));
    writeSecurityHeaders(path.resolve('public'), env);
  },
});

export const netlifyAdapter = (env: NodeJS.ProcessEnv = processEnv()) => {
  const adapter = withSiteOutputSteps(createNetlifyAdapter(), env);
  if (isNetlifyBuild(env)) return adapter;
  return {
    ...adapter,
    cache: {
      restore: ({ reporter }: { reporter: { info: (message: string) => void } }) => {
        const restored = restoreGatsbyHtmlLayout(path.resolve('public'));
        if (restored > 0) reporter.info(`Moved ${restored} page file(s) back to Gatsby's layout`);
        // .cache was not touched, so Gatsby has nothing to re-read.
        return false;
      },
      store: () => undefined,
    },
  };
};
