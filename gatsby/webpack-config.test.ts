import type { CreateWebpackConfigArgs } from 'gatsby';
import { onCreateWebpackConfig } from './webpack-config';

const configFor = (stage: CreateWebpackConfigArgs['stage']) => {
  const setWebpackConfig = jest.fn();
  onCreateWebpackConfig?.(
    { stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs,
    {} as never,
    () => undefined,
  );
  expect(setWebpackConfig).toHaveBeenCalledTimes(1);
  return setWebpackConfig.mock.calls[0][0] as {
    devtool?: string;
    resolve: { alias: Record<string, string> };
    module: { rules: { test: RegExp; sideEffects: boolean }[] };
  };
};

describe('onCreateWebpackConfig', () => {
  it('writes hidden source maps for the browser bundles only', () => {
    expect(configFor('build-javascript').devtool).toBe('hidden-source-map');
    expect(configFor('build-html').devtool).toBeUndefined();
    expect(configFor('develop').devtool).toBeUndefined();
  });

  it('resolves the phone metadata to its JSON in every stage', () => {
    for (const stage of ['develop', 'build-javascript', 'build-html'] as const) {
      expect(Object.keys(configFor(stage).resolve.alias)).toEqual([
        'libphonenumber-js/metadata.min.json$',
      ]);
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
});
