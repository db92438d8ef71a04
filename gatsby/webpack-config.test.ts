import path from 'node:path';
import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { browserSettingsFrom } from '../src/settings/browser-settings';
import { sectionSetsIndex } from './section-sets';
import type { CreateWebpackConfigArgs } from 'gatsby';
import {
  CHUNK_LOADING_GLOBAL,
  FILE_HASH_LENGTH,
  isLargeLibrary,
  PARTYTOWN_BROWSER_HOOKS,
  noBrowserHooks,
  onCreateWebpackConfig,
  onDemandShared,
  withoutNodeFetch,
} from './webpack-config';

// Named like webpack's, which is what the filter looks at.
class ProvidePlugin {
  constructor(public definitions: Record<string, string>) {}
}
class OtherPlugin {
  definitions = { fetch: 'kept' };
}

/** Gatsby's `plugins.define`, which makes webpack's DefinePlugin; here it returns what it got. */
const define = (definitions: Defined) => ({ defined: definitions });

/** DefinePlugin's definitions: code for each value, objects member by member. */
interface Defined {
  [name: string]: string | Defined;
}

/** The values the definitions' code stands for. */
const fromDefined = (value: string | Defined): unknown =>
  typeof value === 'string'
    ? JSON.parse(value)
    : Object.fromEntries(Object.entries(value).map(([key, member]) => [key, fromDefined(member)]));
/** Gatsby's `plugins.normalModuleReplacement`, likewise. */
const normalModuleReplacement = (test: RegExp, replacement: string) => ({ test, replacement });

const configFor = (stage: CreateWebpackConfigArgs['stage']) => {
  const setWebpackConfig = jest.fn();
  const replaceWebpackConfig = jest.fn();
  const getConfig = () => ({ plugins: [new ProvidePlugin({ fetch: 'node-fetch' })] });
  onCreateWebpackConfig?.(
    {
      stage,
      getConfig,
      actions: { setWebpackConfig, replaceWebpackConfig },
      plugins: { define, normalModuleReplacement },
    } as unknown as CreateWebpackConfigArgs,
    {} as never,
    () => undefined,
  );
  expect(setWebpackConfig).toHaveBeenCalledTimes(1);
  return {
    replaced: replaceWebpackConfig.mock.calls as [{ plugins: unknown[] }][],
    ...(setWebpackConfig.mock.calls[0][0] as {
      plugins: (ReturnType<typeof define> | ReturnType<typeof normalModuleReplacement>)[];
      devtool?: string;
      optimization?: unknown;
      resolve: { alias: Record<string, string> };
      module: { rules: { test: RegExp; sideEffects: boolean }[] };
    }),
  };
};

describe('withoutNodeFetch', () => {
  it('drops node-fetch from the ProvidePlugin and keeps its other names and other plugins', () => {
    const other = new OtherPlugin();
    const [kept, ...rest] = withoutNodeFetch([
      new ProvidePlugin({ fetch: 'node-fetch', 'global.fetch': 'node-fetch', Buffer: 'buffer' }),
      other,
    ]);
    expect(kept?.definitions).toEqual({ Buffer: 'buffer' });
    expect(rest).toEqual([other]);
    expect(withoutNodeFetch([new ProvidePlugin({ fetch: 'node-fetch' })])).toEqual([]);
  });
});

describe('isLargeLibrary', () => {
  const moduleOf = (file: string, size: number) => ({
    size: () => size,
    nameForCondition: () => file,
  });

  it('takes a large module from node_modules', () => {
    expect(isLargeLibrary(moduleOf('/site/node_modules/big/index.js', 200_000))).toBe(true);
  });

  it('leaves a small library, and a module of ours whatever loader made it', () => {
    expect(isLargeLibrary(moduleOf('/site/node_modules/small/index.js', 20_000))).toBe(false);
    expect(isLargeLibrary(moduleOf('/site/src/components/layout/footer.tsx', 400_000))).toBe(false);
    expect(isLargeLibrary({ size: () => 400_000, nameForCondition: () => null })).toBe(false);
  });
});

describe('onDemandShared', () => {
  const chunk = (name: string | null, initial = false) => ({ name, canBeInitial: () => initial });

  it('shares between on-demand chunks, never a template’s or the first load’s', () => {
    expect(onDemandShared.chunks(chunk(null))).toBe(true);
    expect(onDemandShared.chunks(chunk('main-api'))).toBe(true);
    expect(onDemandShared.chunks(chunk('component---src-templates-blog-post-tsx'))).toBe(false);
    expect(onDemandShared.chunks(chunk('app', true))).toBe(false);
  });

  it('leaves out the chunk of a section set: a page loads one set whole', () => {
    const importedBy = (resource: string) => ({
      ...chunk(null),
      groupsIterable: [{ origins: [{ module: { resource } }] }],
    });
    expect(onDemandShared.chunks(importedBy(sectionSetsIndex()))).toBe(false);
    expect(onDemandShared.chunks(importedBy('/site/src/sections/form-section.tsx'))).toBe(true);
  });

  it('splits however small the shared code is, once two chunks share it', () => {
    expect(onDemandShared).toMatchObject({ minChunks: 2, minSize: 0 });
  });
});

describe('onCreateWebpackConfig', () => {
  it('takes node-fetch out of the server bundles only', () => {
    for (const stage of ['build-html', 'develop-html'] as const) {
      expect(configFor(stage).replaced).toEqual([[{ plugins: [] }]]);
    }
    expect(configFor('build-javascript').replaced).not.toContainEqual([
      expect.objectContaining({ plugins: [] }),
    ]);
    expect(configFor('develop').replaced).toEqual([]);
  });

  it('names browser files with short hashes and a short chunk global, in the browser build only', () => {
    const [[config]] = configFor('build-javascript').replaced as unknown as [
      [{ output: { hashDigestLength: number; chunkLoadingGlobal: string } }],
    ];
    expect(config.output.hashDigestLength).toBe(FILE_HASH_LENGTH);
    expect(config.output.chunkLoadingGlobal).toBe(CHUNK_LOADING_GLOBAL);
    expect(FILE_HASH_LENGTH).toBeLessThan(20);
    for (const stage of ['develop', 'build-html', 'develop-html'] as const) {
      for (const [replaced] of configFor(stage).replaced)
        expect(replaced).not.toHaveProperty('output');
    }
  });

  it('writes hidden source maps for the browser bundles only', () => {
    expect(configFor('build-javascript').devtool).toBe('hidden-source-map');
    expect(configFor('build-html').devtool).toBeUndefined();
    expect(configFor('develop').devtool).toBeUndefined();
  });

  it("changes Gatsby's chunk groups in the browser build only", () => {
    expect(configFor('build-javascript').optimization).toEqual({
      splitChunks: {
        cacheGroups: {
          commons: false,
          lib: { test: isLargeLibrary },
          shared: false,
          onDemandShared,
        },
      },
    });
    expect(configFor('build-html').optimization).toBeUndefined();
    expect(configFor('develop').optimization).toBeUndefined();
  });

  it('resolves the phone metadata, the built menus and the section sets in every stage', () => {
    for (const stage of ['develop', 'build-javascript', 'build-html'] as const) {
      const { alias } = configFor(stage).resolve;
      expect(Object.keys(alias)).toEqual([
        'libphonenumber-js/metadata.min.json$',
        '@build/site-menus',
        '@build/menu-bar',
        '@build/section-sets',
      ]);
      expect(alias['@build/site-menus']).toBe(
        path.join(process.cwd(), '.cache', 'site-menus.json'),
      );
      expect(alias['@build/menu-bar']).toBe(path.join(process.cwd(), '.cache', 'menu-bar.json'));
      expect(alias['@build/section-sets']).toBe(
        path.join(process.cwd(), '.cache', 'section-sets', 'index.js'),
      );
    }
  });

  it('declares only emotion’s unused helpers free of side effects', () => {
    const [rule] = configFor('build-javascript').module.rules;
    const file = (name: string) => `/site/node_modules/${name}/index.js`;
    expect(rule?.sideEffects).toBe(false);
    expect(rule?.test.test(file('hoist-non-react-statics'))).toBe(true);
    expect(rule?.test.test(file('react-is'))).toBe(true);
    expect(rule?.test.test(file('react'))).toBe(false);
    expect(rule?.test.test(file('react-dom'))).toBe(false);
  });

  it("leaves Gatsby's partytown hooks out of the browser build, as the site renders no Script", () => {
    const hooks = '../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js';
    expect(PARTYTOWN_BROWSER_HOOKS.test(hooks)).toBe(true);
    expect(PARTYTOWN_BROWSER_HOOKS.test('../gatsby-browser.tsx')).toBe(false);
    expect(configFor('build-javascript').plugins).toContainEqual({
      test: PARTYTOWN_BROWSER_HOOKS,
      replacement: noBrowserHooks(),
    });
    expect(noBrowserHooks()).toBe(path.join(process.cwd(), 'src', 'no-browser-hooks.ts'));
    for (const stage of ['develop', 'build-html'] as const) {
      expect(configFor(stage).plugins).toHaveLength(1);
    }
  });

  it("writes the pictures' sizes into every stage's bundle", () => {
    for (const stage of ['develop', 'build-javascript', 'build-html'] as const) {
      const [{ defined }] = configFor(stage).plugins as [ReturnType<typeof define>];
      expect(fromDefined(defined.__IMAGE_SLOT_SIZES__ ?? '')).toEqual(slotSizesTable());
    }
  });

  it("writes the browser's settings into every stage, checked, one member at a time", () => {
    const saved = { ...process.env };
    const env = {
      GATSBY_EXTERNAL_SCRIPTS: 'true',
      GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000',
      GATSBY_SENTRY_DSN: 'https://0123456789abcdef@o1.ingest.sentry.io/1',
      GATSBY_API_URL: 'https://api.example.com',
      GATSBY_NEW_BUILD_POLL_SECONDS: '60',
    };
    Object.assign(process.env, env);
    try {
      for (const stage of ['develop', 'build-javascript', 'build-html'] as const) {
        const [{ defined }] = configFor(stage).plugins as [ReturnType<typeof define>];
        expect(fromDefined(defined.__SITE_SETTINGS__ ?? '')).toEqual(
          browserSettingsFrom(process.env),
        );
        // The tests the browser hooks branch on, as literals webpack folds.
        const { on } = (defined.__SITE_SETTINGS__ as Defined).thirdParties as Defined;
        expect(on).toMatchObject({ sentry: 'true', segment: 'true', chat: 'false' });
      }
      delete process.env.GATSBY_SENTRY_DSN;
      const [{ defined }] = configFor('build-javascript').plugins as [ReturnType<typeof define>];
      const { on } = (defined.__SITE_SETTINGS__ as Defined).thirdParties as Defined;
      expect(on).toMatchObject({ sentry: 'false' });
    } finally {
      process.env = saved;
    }
  });
});
