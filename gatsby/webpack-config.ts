/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import type { GatsbyNode } from 'gatsby';
import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { browserSettings } from '../src/settings/build';
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
 * `value` as DefinePlugin takes it: an object member by member, so code naming one member
 * (`__SITE_SETTINGS__.thirdParties.on.sentry`) gets that literal alone, which webpack folds;
 * anything else as its JSON.
 */
export const defineValue = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, member]) => [key, defineValue(member)]))
    : JSON.stringify(value);

/**
 * The constants the bundle reads: the browser's settings, checked here once
 * (src/settings/browser.ts), and the pictures' `sizes` (src/components/ui/slot-sizes.ts).
 */
export const bundleConstants = (): Record<string, unknown> => ({
  __SITE_SETTINGS__: defineValue(browserSettings()),
  __IMAGE_SLOT_SIZES__: defineValue(slotSizesTable()),
});

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
    plugins: [
      plugins.define(bundleConstants()),
    ],
    resolve: { alias: phoneMetadataAlias() },
    // Source maps for error reports, never published (./source-maps.ts).
    ...(stage === 'build-javascript' ? { devtool: 'hidden-source-map' } : {}),
  });
};
