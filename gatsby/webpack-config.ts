/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import type { GatsbyNode } from 'gatsby';
import { phoneMetadataAlias } from './phone-metadata-alias';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  actions.setWebpackConfig({
    resolve: { alias: phoneMetadataAlias() },
    // Source maps for error reports, never published (./source-maps.ts).
    ...(stage === 'build-javascript' ? { devtool: 'hidden-source-map' } : {}),
  });
};
