import type { GatsbyConfig } from 'gatsby';
import { startAWorkerPerCore } from './gatsby/build-workers';
import { contentfulSourcePlugin } from './gatsby/content-source';
import { formSubmissionsMiddleware } from './gatsby/local-form-submissions';
import { netlifyAdapter } from './gatsby/netlify-adapter';
import { sitemapOptions } from './gatsby/sitemap';
import {
  DEFAULT_LOCALE,
  IMAGE_DEFAULTS,
  SITE_DESCRIPTION,
  SITE_TITLE,
} from './src/lib/site-config';
import { isProductionBuild, siteUrl } from './src/settings/build';

// Gatsby reads this when it starts its workers, after loading this file.
startAWorkerPerCore();

// The settings from the environment are checked when Gatsby starts (gatsby-node.ts, onPreInit:
// gatsby/build-settings.ts), not here: an error thrown while Gatsby loads this file is taken
// for a failed compile, and the build would go on with an empty configuration.

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    siteUrl: siteUrl(),
    locale: DEFAULT_LOCALE,
  },
  // Paths have no trailing slash; Netlify answers "/path/" with a 301 to "/path".
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    // Build-time queries (route families, the feed) are typed too: a named query marked
    // `/* GraphQL */` in gatsby/ gets its `Queries.<Name>Query` like the queries in src/.
    documentSearchPaths: ['./gatsby-node.ts', './gatsby/**/*.ts'],
  },
  adapter: netlifyAdapter(),
  // `npm start`: the site's forms post to the page, as on Netlify; the local file records them.
  developMiddleware: (app: {
    use: (handler: ReturnType<typeof formSubmissionsMiddleware>) => void;
  }) => {
    app.use(formSubmissionsMiddleware());
  },
  plugins: [
    {
      resolve: 'gatsby-plugin-emotion',
      // The plugin's own default writes every style's source map into the modules of a
      // production build too (the minifier then drops them). Webpack sizes modules before that,
      // so our modules looked ten to a hundred times their size when it split the bundles.
      options: { sourceMap: !isProductionBuild() },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // A picture's dominant colour holds its place until it loads: a blurred preview is about
      // 1 KB of base64 in the HTML and the page data for every picture, and a listing shows
      // eight. The pictures at the top of a page ask for the blurred one where they are queried.
      options: {
        defaults: {
          formats: [...IMAGE_DEFAULTS.formats],
          quality: IMAGE_DEFAULTS.quality,
          placeholder: 'dominantColor',
        },
      },
    },
    'gatsby-transformer-sharp',
    { resolve: 'gatsby-plugin-sitemap', options: sitemapOptions },
    contentfulSourcePlugin(),
  ],
};

export default config;
