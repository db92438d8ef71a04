/**
 * The Netlify adapter moves each page's "x/index.html" to "x.html" after a build, but Gatsby's
 * next build expects its own layout: a rebuild after a code change re-reads every page's HTML
 * and fails on the moved files. On Netlify the adapter stores public/ and .cache from before the
 * move and restores them when the next build starts. Outside Netlify it does the same, in
 * .netlify/build-cache, when NETLIFY_LOCAL is set (as `netlify build` does), so local builds
 * and CI behave like Netlify's.
 *
 * Called from gatsby-config, which Gatsby loads before the adapter restores its cache.
 */
export const enableNetlifyBuildCacheLocally = (env: NodeJS.ProcessEnv = process.env): void => {
  if (!env.NETLIFY) env.NETLIFY_LOCAL ??= 'true';
};
