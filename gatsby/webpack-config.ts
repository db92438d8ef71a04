/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import type { GatsbyNode } from 'gatsby';
import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { browserSettings } from '../src/settings/build';
import { phoneMetadataAlias } from './phone-metadata-alias';

interface ProvidePluginLike {
  constructor: { name: string };
  definitions?: Record<string, unknown>;
}

const NODE_FETCH_NAMES = ['fetch', 'global.fetch'];

/**
 * Node has its own `fetch`; Gatsby's node-fetch shim put whatwg-url into the HTML workers, whose
 * punycode deprecation printed "ERROR UNKNOWN" in builds.
 */
export const withoutNodeFetch = <T extends ProvidePluginLike>(plugins: readonly T[]): T[] =>
  plugins.flatMap((plugin) => {
    const { definitions } = plugin;
    if (plugin.constructor.name !== 'ProvidePlugin' || !definitions) return [plugin];
    const kept = Object.entries(definitions).filter(([name]) => !NODE_FETCH_NAMES.includes(name));
    plugin.definitions = Object.fromEntries(kept);
    return kept.length > 0 ? [plugin] : [];
  });

/** Member by member, so code naming one member gets a literal webpack can fold. */
export const defineValue = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, member]) => [key, defineValue(member)]))
    : JSON.stringify(value);

export const bundleConstants = (): Record<string, unknown> => ({
  __SITE_SETTINGS__: defineValue(browserSettings()),
  __IMAGE_SLOT_SIZES__: defineValue(slotSizesTable()),
});

/** V8 then compiles a bundle's functions off the main thread, while the file downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// A processAssets stage after minifying (400), which drops comments, and before source maps (500).
const AFTER_MINIFYING = 401;

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
  const browserBundles = stage === 'build-javascript';
  actions.setWebpackConfig({
    plugins: [
      plugins.define(bundleConstants()),
      ...(browserBundles
        ? [
            plugins.banner({
              banner: COMPILE_HINT,
              raw: true,
              test: /\.js$/,
              stage: AFTER_MINIFYING,
            }),
          ]
        : []),
    ],
    resolve: { alias: phoneMetadataAlias() },
    // Source maps for error reports, never published (./source-maps.ts).
    ...(browserBundles ? { devtool: 'hidden-source-map' } : {}),
  });
};
