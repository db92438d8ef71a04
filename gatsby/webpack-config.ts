/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import type { GatsbyNode } from 'gatsby';
import { phoneMetadataAlias } from './phone-metadata-alias';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: phoneMetadataAlias() },
    module: {
      rules: [
        {
          // Emotion imports hoist-non-react-statics (and it react-is) for `withTheme` alone,
          // which the site never calls. Neither package declares itself free of side effects,
          // so webpack kept both in every page's first load (1 KB brotli); they are (each
          // module only defines functions and constants), and now webpack drops what nothing
          // uses. Anything that does call them still gets them.
          test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
          sideEffects: false,
        },
      ],
    },
    // Source maps for error reports, never published (./source-maps.ts).
    ...(stage === 'build-javascript' ? { devtool: 'hidden-source-map' } : {}),
  });
};
