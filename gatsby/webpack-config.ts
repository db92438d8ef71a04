/** Every change this site makes to Gatsby's webpack configuration, by stage. */
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { browserSettings } from '../src/settings/build';
import { phoneMetadataAlias } from './phone-metadata-alias';
import { SECTION_SETS_MODULE, sectionSetsIndex } from './section-sets';
import { siteMenusFiles } from './site-menus';

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

/**
 * Hex digits of the content hash in a browser file's name. Webpack's runtime lists every
 * chunk's hash for every page, and hex does not compress: webpack's 20 digits cost every
 * first load twice what 8 do, and 8 (32 bits, beside the chunk's name) is plenty to tell
 * one build's file from the next.
 */
export const FILE_HASH_LENGTH = 8;

/**
 * The global array each chunk pushes itself onto. Webpack names it after the package
 * (`webpackChunkethical_global_outsourcing_site`), and every chunk opens with that name twice:
 * a landing page loads a dozen chunks.
 */
export const CHUNK_LOADING_GLOBAL = 'egoChunks';

/** Gatsby's `lib` group's size limit: a library this big gets a chunk of its own. */
const LARGE_LIBRARY_BYTES = 160_000;

interface ModuleLike {
  size(): number;
  nameForCondition(): string | null;
}

/**
 * Gatsby's `lib` group gives a module over 160 KB from node_modules a chunk of its own. It
 * looks for node_modules in the module's identifier, which names the loaders too, and Gatsby's
 * babel-loader lives there; a module of ours, with the modules webpack concatenates into it,
 * passes the size. So the footer, the post card, the pagination and a dozen more each came in a
 * chunk of their own, one more file for the page to fetch and a few hundred bytes of wrapper
 * each. This looks at the module's own file.
 */
export const isLargeLibrary = (module: ModuleLike): boolean =>
  module.size() > LARGE_LIBRARY_BYTES &&
  /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');

interface ChunkLike {
  name?: string | null;
  canBeInitial(): boolean;
  /** The chunk's groups, each with the modules whose `import()` made it. */
  groupsIterable?: Iterable<{ origins: ReadonlyArray<{ module?: { resource?: string } | null }> }>;
}

/** Gatsby names each page template's chunk after the template's file. */
const isTemplateChunk = (chunk: ChunkLike): boolean =>
  (chunk.name ?? '').startsWith('component---');

/** A section set's chunk: one the sets' index imports (gatsby/section-sets.ts). */
const isSectionSetChunk = (chunk: ChunkLike, index = sectionSetsIndex()): boolean =>
  [...(chunk.groupsIterable ?? [])].some((group) =>
    group.origins.some((origin) => origin.module?.resource === index),
  );

/**
 * The code that on-demand chunks share (the sections, the form kit, the booking flow) goes into
 * chunks of its own however small it is. A landing page fetches several sections at once;
 * below Gatsby's 20 KB floor for a shared chunk, each section came with its own copy of the
 * section frame and the picture component. A page template's chunk is never one of these: one
 * page loads one template, so a copy in each is free, and fewer files load faster. Nor is a
 * section set's (gatsby/section-sets.ts), for the same reason: a page loads one set.
 */
export const onDemandShared = {
  chunks: (chunk: ChunkLike) =>
    !chunk.canBeInitial() && !isTemplateChunk(chunk) && !isSectionSetChunk(chunk),
  minChunks: 2,
  minSize: 0,
  priority: 15,
  reuseExistingChunk: true,
};

/**
 * Gatsby's internal partytown plugin registers browser hooks in every site. They act only in
 * `gatsby develop`, but their module requires gatsby-script and partytown's snippet builder at
 * its top, so every production page loaded both (about 2 KB brotli of the app chunk, the
 * Gatsby hello world's included) to run nothing. The site renders no `<Script>`, and a
 * production build gets an empty module in their place (`noBrowserHooks`, src/no-browser-hooks.ts).
 */
export const PARTYTOWN_BROWSER_HOOKS =
  /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const noBrowserHooks = (root = process.cwd()): string =>
  path.join(root, 'src', 'no-browser-hooks.ts');

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
  if (stage === 'build-javascript') {
    // Gatsby's `setWebpackConfig` drops `output`, so the whole configuration is replaced.
    const config = getConfig() as { output: Record<string, unknown> };
    config.output = {
      ...config.output,
      hashDigestLength: FILE_HASH_LENGTH,
      chunkLoadingGlobal: CHUNK_LOADING_GLOBAL,
    };
    actions.replaceWebpackConfig(config);
  }
  actions.setWebpackConfig({
    plugins: [
      plugins.define(bundleConstants()),
      // Gatsby's partytown hooks, which act only in develop (PARTYTOWN_BROWSER_HOOKS).
      ...(stage === 'build-javascript'
        ? [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_HOOKS, noBrowserHooks())]
        : []),
    ],
    resolve: {
      alias: {
        ...phoneMetadataAlias(),
        ...siteMenusFiles(),
        [SECTION_SETS_MODULE]: sectionSetsIndex(),
      },
    },
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
    ...(stage === 'build-javascript'
      ? {
          // Source maps for error reports, never published (./source-maps.ts).
          devtool: 'hidden-source-map',
          optimization: {
            splitChunks: {
              cacheGroups: {
                // Gatsby's `commons` group takes a module found in as many chunks as there are
                // page templates, and every page loads it. It counts the on-demand chunks too,
                // so what the section types and the booking flow share (the picture component,
                // the section frame, the booking settings) reached every first load, the 404
                // page's included.
                commons: false,
                lib: { test: isLargeLibrary },
                // Gatsby's `shared` group moves what two templates share (the layout, the blog's
                // listing) into chunks of their own, so a page's first load was three or four
                // files, each compressed alone. Without it each template's chunk holds all its
                // code: a page loads one file, 0.2-0.8 KB less brotli. The cost is on a later
                // visit to another template, whose chunk brings its own copy of the layout
                // (docs/performance.md, "Chunks by their true sizes, one file per template").
                shared: false,
                onDemandShared,
              },
            },
          },
        }
      : {}),
  });
};
