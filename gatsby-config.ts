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

// Settings are checked in onPreInit, not here: Gatsby takes a throw here for a failed compile.

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
    // Named queries marked `/* GraphQL */` in gatsby/ get their `Queries.<Name>Query` too.
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
      // The default inlines source maps in production modules, so webpack's bundle splitting
      // saw them many times their size.
      options: { sourceMap: !isProductionBuild() },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // A blurred preview adds base64 to the HTML and page data of every picture; pictures at
      // the top of a page ask for it where they are queried.
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
