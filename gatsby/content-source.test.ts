import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentfulConfigError } from '../content-tools/contentful/config';
import {
  type ContentSource,
  contentfulPluginOptions,
  contentfulSourcePlugin,
  resolveContentSource,
} from './content-source';

const LIVE: ContentSource = {
  kind: 'contentful',
  spaceId: 'space1',
  accessToken: 'token1',
  environment: 'master',
  host: 'cdn.contentful.com',
};
const MIRROR: ContentSource = { kind: 'mirror', contentDir: '/tmp/some-mirror' };

const savedContentDir = process.env.CONTENT_DIR;
afterEach(() => {
  if (savedContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = savedContentDir;
});

/** The error resolveContentSource throws for `env`, or a failure if it throws none. */
const configError = (env: Record<string, string | undefined>): ContentfulConfigError => {
  try {
    resolveContentSource(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentfulConfigError);
    return error as ContentfulConfigError;
  }
  throw new Error('resolveContentSource did not throw');
};

describe('resolveContentSource', () => {
  describe('without Contentful variables', () => {
    it('reads the mirror in content/ by default', () => {
      delete process.env.CONTENT_DIR;
      expect(resolveContentSource({})).toEqual({
        kind: 'mirror',
        contentDir: path.resolve('content'),
      });
    });

    it('reads the mirror CONTENT_DIR names, as an absolute path', () => {
      expect(resolveContentSource({ CONTENT_DIR: 'tests/fixtures/content' })).toEqual({
        kind: 'mirror',
        contentDir: path.resolve('tests/fixtures/content'),
      });
    });

    it('treats variables that are only whitespace as unset', () => {
      delete process.env.CONTENT_DIR;
      expect(
        resolveContentSource({ CONTENTFUL_SPACE_ID: ' ', CONTENTFUL_ACCESS_TOKEN: '' }).kind,
      ).toBe('mirror');
    });
  });

  describe('with space id and access token', () => {
    it('reads Contentful, from the master environment of the delivery API by default', () => {
      expect(
        resolveContentSource({ CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token1' }),
      ).toEqual(LIVE);
    });

    it('trims the values', () => {
      expect(
        resolveContentSource({
          CONTENTFUL_SPACE_ID: ' space1\n',
          CONTENTFUL_ACCESS_TOKEN: ' token1 ',
        }),
      ).toEqual(LIVE);
    });

    it('passes CONTENTFUL_ENVIRONMENT and CONTENTFUL_HOST (the preview API) through', () => {
      expect(
        resolveContentSource({
          CONTENTFUL_SPACE_ID: 'space1',
          CONTENTFUL_ACCESS_TOKEN: 'token1',
          CONTENTFUL_ENVIRONMENT: 'staging',
          CONTENTFUL_HOST: 'preview.contentful.com',
        }),
      ).toEqual({ ...LIVE, environment: 'staging', host: 'preview.contentful.com' });
    });
  });

  describe('with only one of the two variables', () => {
    it('throws naming the missing space id and how to fix it', () => {
      const { message } = configError({ CONTENTFUL_ACCESS_TOKEN: 'token1' });
      expect(message).toMatch(/^CONTENTFUL_SPACE_ID is not set/);
      expect(message).toContain('Set CONTENTFUL_SPACE_ID');
      expect(message).toContain('unset CONTENTFUL_ACCESS_TOKEN');
    });

    it('throws naming the missing access token and how to fix it', () => {
      const { message } = configError({ CONTENTFUL_SPACE_ID: 'space1' });
      expect(message).toMatch(/^CONTENTFUL_ACCESS_TOKEN is not set/);
      expect(message).toContain('Set CONTENTFUL_ACCESS_TOKEN');
      expect(message).toContain('unset CONTENTFUL_SPACE_ID');
    });
  });
});

describe('resolveContentSource: the values, checked as content:pull checks them', () => {
  const env = { CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token1' };

  it.each([
    'https://cdn.contentful.com',
    'cdn.contentful.com/other',
    'preview.contentful.com:443/x',
  ])('refuses CONTENTFUL_HOST %j, with a scheme or a path', (host) => {
    expect(configError({ ...env, CONTENTFUL_HOST: host }).message).toContain(
      'CONTENTFUL_HOST must be a host name such as cdn.contentful.com, without https:// or a path',
    );
  });

  it.each(['master/../x', 'stag ing', 'env?x=1'])('refuses CONTENTFUL_ENVIRONMENT %j', (value) => {
    expect(configError({ ...env, CONTENTFUL_ENVIRONMENT: value }).message).toContain(
      'CONTENTFUL_ENVIRONMENT must be a Contentful id',
    );
  });

  it('refuses an empty CONTENT_DIR, or one naming a file, for a mirror build', () => {
    expect(configError({ CONTENT_DIR: '' }).message).toMatch(/^CONTENT_DIR is empty/);
    expect(configError({ CONTENT_DIR: 'package.json' }).message).toContain(
      "which is a file, not the content mirror's folder",
    );
  });
});

describe('contentfulPluginOptions', () => {
  describe('both sources', () => {
    it.each([
      ['mirror', MIRROR],
      ['live', LIVE],
    ])('%s: names types by content type id and times out after 3000 ms', (_name, source) => {
      const options = contentfulPluginOptions(source);
      expect(options.useNameForId).toBe(false);
      expect(options.contentfulClientConfig.timeout).toBe(3000);
    });

    it.each([
      ['mirror', MIRROR],
      ['live', LIVE],
    ])('%s: makes nodes for the default locale only', (_name, source) => {
      const { localeFilter } = contentfulPluginOptions(source);
      const locales = [
        { code: 'de-DE', default: false },
        { code: 'en-US', default: true },
      ];
      expect(locales.filter(localeFilter).map((locale) => locale.code)).toEqual(['en-US']);
    });
  });

  describe('mirror', () => {
    it('answers through an adapter function and downloads nothing', () => {
      const options = contentfulPluginOptions(MIRROR);
      expect(typeof options.contentfulClientConfig.adapter).toBe('function');
      expect(options.downloadLocal).toBe(false);
      expect(options.spaceId).toBe('mirror');
      expect(options.environment).toBe('master');
    });
  });

  describe('live', () => {
    it('downloads assets and uses the given space, token, environment and host', () => {
      const options = contentfulPluginOptions({ ...LIVE, host: 'preview.contentful.com' });
      expect(options).toMatchObject({
        downloadLocal: true,
        spaceId: 'space1',
        accessToken: 'token1',
        environment: 'master',
        host: 'preview.contentful.com',
      });
      expect(options.contentfulClientConfig).not.toHaveProperty('adapter');
    });
  });
});

describe('contentfulSourcePlugin', () => {
  /** The package.json a plugin entry's `resolve` leads to, read as JSON. */
  const manifest = (dir: string): { name: string; version: string } =>
    JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

  describe('mirror', () => {
    it('resolves "gatsby-source-contentful" to the local wrapper in plugins/', () => {
      const plugin = contentfulSourcePlugin(MIRROR);
      expect(plugin.resolve).toBe('gatsby-source-contentful');
      // Gatsby looks in plugins/ before node_modules, so this name picks the wrapper.
      expect(manifest(path.resolve('plugins', plugin.resolve)).name).toBe(plugin.resolve);
      expect(plugin.options).toMatchObject({ spaceId: 'mirror', downloadLocal: false });
    });
  });

  describe('live', () => {
    it('resolves to the published gatsby-source-contentful package, by path', () => {
      const plugin = contentfulSourcePlugin(LIVE);
      expect(path.isAbsolute(plugin.resolve)).toBe(true);
      expect(plugin.resolve.split(path.sep)).toContain('node_modules');
      expect(manifest(plugin.resolve).name).toBe('gatsby-source-contentful');
      expect(plugin.options).toMatchObject({ spaceId: 'space1', downloadLocal: true });
    });
  });
});
