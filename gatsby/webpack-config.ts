/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import type { GatsbyNode } from 'gatsby';
import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { readRuntimeConfig } from '../src/services/session/config';
import { thirdPartiesInBuild } from '../src/services/third-parties/config';
import { phoneMetadataAlias } from './phone-metadata-alias';

interface ProvidePluginLike {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

/** The free names Gatsby's server bundle takes from node-fetch 2. */
const NODE_FETCH_NAMES = ['fetch', 'global.fetch'];

/**
 * Gatsby's server bundle provides `fetch` from node-fetch 2 to any module that names it, for
 * Node versions that had none. Node 24 has its own. react-hook-form names it, so every page
 * with a form loaded node-fetch and whatwg-url 5 into the HTML workers, where Node's punycode
 * deprecation printed "ERROR UNKNOWN" twice in every build. The plugin keeps its other names.
 */
export const withoutNodeFetch = <T extends ProvidePluginLike>(plugins: readonly T[]): T[] =>
  plugins.flatMap((plugin) => {
    const { definitions } = plugin;
    if (plugin.constructor.name !== 'ProvidePlugin' || !definitions) return [plugin];
    const kept = Object.entries(definitions).filter(([name]) => !NODE_FETCH_NAMES.includes(name));
    plugin.definitions = Object.fromEntries(kept);
    return kept.length > 0 ? [plugin] : [];
  });

/**
 * What the first load knows of the third parties (src/services/third-parties/in-this-build.ts):
 * the answer as JSON, and the questions the browser hooks branch on as literals, which webpack
 * folds, leaving out the modules a build without that third party never runs.
 */
export const thirdPartyConstants = (): Record<string, string> => {
  const inBuild = thirdPartiesInBuild();
  return {
    'process.env.THIRD_PARTIES_IN_BUILD': JSON.stringify(JSON.stringify(inBuild)),
    'process.env.THIRD_PARTY_SENTRY_ON': JSON.stringify(String(inBuild.on.includes('sentry'))),
    'process.env.THIRD_PARTY_SEGMENT_ON': JSON.stringify(String(inBuild.on.includes('segment'))),
    'process.env.THIRD_PARTIES_ASK_CONSENT': JSON.stringify(String(inBuild.asksForConsent)),
  };
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    const config = getConfig() as { plugins: ProvidePluginLike[] };
    config.plugins = withoutNodeFetch(config.plugins);
    actions.replaceWebpackConfig(config);
  }
  actions.setWebpackConfig({
    // What the first load knows of the third parties and of the runtime's settings, checked
    // here once (src/services/third-parties/in-this-build.ts, src/services/session/bundled-config.ts).
    plugins: [
      plugins.define({
        ...thirdPartyConstants(),
        'process.env.RUNTIME_CONFIG': JSON.stringify(JSON.stringify(readRuntimeConfig())),
        // Pictures' `sizes`, worked out here (src/components/ui/slot-sizes.ts). Builds only:
        // `gatsby develop` works them out in the browser, so an edit of the layout shows at once.
        ...(stage === 'build-javascript' || stage === 'build-html'
          ? { 'process.env.IMAGE_SLOT_SIZES': JSON.stringify(JSON.stringify(slotSizesTable())) }
          : {}),
      }),
    ],
    resolve: { alias: phoneMetadataAlias() },
    // Source maps for error reports, never published (./source-maps.ts).
    ...(stage === 'build-javascript' ? { devtool: 'hidden-source-map' } : {}),
  });
};
