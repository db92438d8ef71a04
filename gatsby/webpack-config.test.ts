import { slotSizesTable } from '../src/components/ui/slot-sizes-table';
import { browserSettingsFrom } from '../src/settings/browser-settings';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { COMPILE_HINT, onCreateWebpackConfig, withoutNodeFetch } from './webpack-config';

// Named like webpack's, which is what the filter looks at.
class ProvidePlugin {
  constructor(public definitions: Record<string, string>) {}
}
class OtherPlugin {
  definitions = { fetch: 'kept' };
}

/** Gatsby's `plugins.define`, which makes webpack's DefinePlugin; here it returns what it got. */
const define = (definitions: Defined) => ({ defined: definitions });
/** Gatsby's `plugins.banner`, which makes webpack's BannerPlugin. */
const banner = (options: Record<string, unknown>) => ({ banner: options });

/** DefinePlugin's definitions: code for each value, objects member by member. */
interface Defined {
  [name: string]: string | Defined;
}

/** The values the definitions' code stands for. */
const fromDefined = (value: string | Defined): unknown =>
  typeof value === 'string'
    ? JSON.parse(value)
    : Object.fromEntries(Object.entries(value).map(([key, member]) => [key, fromDefined(member)]));

const configFor = (stage: CreateWebpackConfigArgs['stage']) => {
  const setWebpackConfig = jest.fn();
  const replaceWebpackConfig = jest.fn();
  const getConfig = () => ({ plugins: [new ProvidePlugin({ fetch: 'node-fetch' })] });
  onCreateWebpackConfig?.(
    {
      stage,
      getConfig,
      actions: { setWebpackConfig, replaceWebpackConfig },
      plugins: { define, banner },
    } as unknown as CreateWebpackConfigArgs,
    {} as never,
    () => undefined,
  );
  expect(setWebpackConfig).toHaveBeenCalledTimes(1);
  return {
    replaced: replaceWebpackConfig.mock.calls as [{ plugins: unknown[] }][],
    ...(setWebpackConfig.mock.calls[0][0] as {
      plugins: (ReturnType<typeof define> | ReturnType<typeof banner>)[];
      devtool?: string;
      resolve: { alias: Record<string, string> };
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

describe('onCreateWebpackConfig', () => {
  it('takes node-fetch out of the server bundles only', () => {
    for (const stage of ['build-html', 'develop-html'] as const) {
      expect(configFor(stage).replaced).toEqual([[{ plugins: [] }]]);
    }
    expect(configFor('build-javascript').replaced).toEqual([]);
    expect(configFor('develop').replaced).toEqual([]);
  });

  it('writes hidden source maps for the browser bundles only', () => {
    expect(configFor('build-javascript').devtool).toBe('hidden-source-map');
    expect(configFor('build-html').devtool).toBeUndefined();
    expect(configFor('develop').devtool).toBeUndefined();
  });

  it('starts each browser bundle with the compile hint, once minified', () => {
    const [, hint, ...rest] = configFor('build-javascript').plugins;
    expect(rest).toEqual([]);
    expect(hint).toEqual({
      banner: { banner: COMPILE_HINT, raw: true, test: /\.js$/, stage: 401 },
    });
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(configFor('build-html').plugins).toHaveLength(1);
    expect(configFor('develop').plugins).toHaveLength(1);
  });

  it('resolves the phone metadata to its JSON file in every stage', () => {
    for (const stage of ['develop', 'build-javascript', 'build-html'] as const) {
      const { alias } = configFor(stage).resolve;
      expect(Object.keys(alias)).toEqual(['libphonenumber-js/metadata.min.json$']);
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
