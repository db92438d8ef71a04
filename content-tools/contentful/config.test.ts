import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ContentfulConfigError,
  deliveryConfig,
  isPreviewHost,
  managementConfig,
  mirrorFolder,
  mirrorRoot,
} from './config';

const error = (run: () => unknown): string => {
  try {
    run();
  } catch (caught) {
    expect(caught).toBeInstanceOf(ContentfulConfigError);
    return (caught as Error).message;
  }
  throw new Error('no error was thrown');
};

describe('deliveryConfig (content:pull)', () => {
  it('reads the space, token and environment, with the delivery host and the 3000 ms timeout', () => {
    expect(
      deliveryConfig({
        CONTENTFUL_SPACE_ID: ' space1 ',
        CONTENTFUL_ACCESS_TOKEN: 'token1',
        CONTENTFUL_ENVIRONMENT: 'staging',
      }),
    ).toEqual({
      spaceId: 'space1',
      accessToken: 'token1',
      environment: 'staging',
      host: 'cdn.contentful.com',
      timeoutMs: 3000,
    });
  });

  it('names every missing variable and where its value comes from', () => {
    const message = error(() => deliveryConfig({}));
    expect(message).toMatch(/^CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not set/);
    expect(message).toContain('Settings > General settings');
    expect(message).toContain('Settings > API keys');
    expect(error(() => deliveryConfig({ CONTENTFUL_SPACE_ID: 's' }))).toMatch(
      /^CONTENTFUL_ACCESS_TOKEN is not set/,
    );
  });

  it('refuses the Preview API, which serves drafts', () => {
    const message = error(() =>
      deliveryConfig({
        CONTENTFUL_SPACE_ID: 's',
        CONTENTFUL_ACCESS_TOKEN: 't',
        CONTENTFUL_HOST: 'preview.contentful.com',
      }),
    );
    expect(message).toContain('CONTENTFUL_HOST is preview.contentful.com');
    expect(message).toContain('unset CONTENTFUL_HOST');
    expect(isPreviewHost('preview.eu.contentful.com')).toBe(true);
    expect(isPreviewHost('cdn.eu.contentful.com')).toBe(false);
  });

  it('takes another delivery host (EU data residency, a local test server)', () => {
    const env = { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ACCESS_TOKEN: 't' };
    expect(deliveryConfig({ ...env, CONTENTFUL_HOST: 'cdn.eu.contentful.com' }).host).toBe(
      'cdn.eu.contentful.com',
    );
    expect(deliveryConfig({ ...env, CONTENTFUL_HOST: '127.0.0.1:8443' }).host).toBe(
      '127.0.0.1:8443',
    );
    expect(
      error(() => deliveryConfig({ ...env, CONTENTFUL_HOST: 'https://cdn.contentful.com' })),
    ).toContain('CONTENTFUL_HOST must be a host name such as cdn.contentful.com, without https://');
  });
});

describe('managementConfig (content:models, content:push)', () => {
  it('reads the management token and hosts', () => {
    expect(
      managementConfig(
        { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_MANAGEMENT_TOKEN: 'cma' },
        'content:models applies the models.',
      ),
    ).toEqual({
      spaceId: 's',
      managementToken: 'cma',
      environment: 'master',
      host: 'api.contentful.com',
      uploadHost: 'upload.contentful.com',
    });
  });

  it('names the missing token, says what the script does and where a token comes from', () => {
    const message = error(() =>
      managementConfig({ CONTENTFUL_SPACE_ID: 's' }, 'content:push seeds a space.'),
    );
    expect(message).toMatch(
      /^CONTENTFUL_MANAGEMENT_TOKEN is not set\. content:push seeds a space\./,
    );
    expect(message).toContain('CMA tokens');
  });
});

describe('the values of the variables (the same checks for content:pull and the build)', () => {
  const env = { CONTENTFUL_SPACE_ID: 'space1', CONTENTFUL_ACCESS_TOKEN: 'token1' };
  const rule = '1 to 64 letters, digits, dots, hyphens or underscores';

  it.each(['https://cdn.contentful.com', 'cdn.contentful.com/spaces', 'cdn contentful.com'])(
    'refuses the host %j',
    (host) => {
      expect(error(() => deliveryConfig({ ...env, CONTENTFUL_HOST: host }))).toContain(
        'CONTENTFUL_HOST must be a host name such as cdn.contentful.com, without https:// or a path',
      );
    },
  );

  it.each(['master/../other', 'staging?x=1', 'a b', '..', 'x'.repeat(65)])(
    'refuses the environment %j',
    (environment) => {
      const message = `CONTENTFUL_ENVIRONMENT must be a Contentful id: ${rule}`;
      expect(
        error(() => deliveryConfig({ ...env, CONTENTFUL_ENVIRONMENT: environment })),
      ).toContain(message);
      expect(
        error(() =>
          managementConfig(
            {
              CONTENTFUL_SPACE_ID: 's',
              CONTENTFUL_MANAGEMENT_TOKEN: 't',
              CONTENTFUL_ENVIRONMENT: environment,
            },
            'content:push seeds a space.',
          ),
        ),
      ).toContain(message);
    },
  );

  it('refuses a space id that is not a Contentful id', () => {
    expect(error(() => deliveryConfig({ ...env, CONTENTFUL_SPACE_ID: 'space/1' }))).toBe(
      `CONTENTFUL_SPACE_ID must be a Contentful id: ${rule} (got "space/1").`,
    );
  });

  it('refuses a token with a space or line break inside, without showing the secret', () => {
    const message = error(() =>
      deliveryConfig({ ...env, CONTENTFUL_ACCESS_TOKEN: 'secret-part1\nsecret-part2' }),
    );
    expect(message).toContain('CONTENTFUL_ACCESS_TOKEN holds a space, a line break');
    expect(message).not.toContain('secret-part');
    expect(
      error(() =>
        managementConfig(
          { CONTENTFUL_SPACE_ID: 's', CONTENTFUL_MANAGEMENT_TOKEN: 'CFPAT-a b' },
          'content:push seeds a space.',
        ),
      ),
    ).toContain('CONTENTFUL_MANAGEMENT_TOKEN holds a space');
  });
});

describe('mirrorRoot (CONTENT_DIR)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'config-content-dir-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is content/ by default, and the folder CONTENT_DIR names otherwise', () => {
    expect(mirrorRoot({})).toBe(path.resolve('content'));
    expect(mirrorRoot({ CONTENT_DIR: dir })).toBe(dir);
    expect(mirrorRoot({ CONTENT_DIR: path.join(dir, 'not-yet') })).toBe(path.join(dir, 'not-yet'));
  });

  it('refuses an empty CONTENT_DIR, which would read the current folder as a mirror', () => {
    expect(error(() => mirrorRoot({ CONTENT_DIR: '' }))).toMatch(/^CONTENT_DIR is empty\./);
    expect(error(() => mirrorRoot({ CONTENT_DIR: '  ' }))).toMatch(/^CONTENT_DIR is empty\./);
    expect(error(() => mirrorFolder(''))).toMatch(/^The folder argument is empty\./);
  });

  it('refuses a CONTENT_DIR that names a file', () => {
    const file = path.join(dir, 'file.json');
    writeFileSync(file, '{}');
    expect(error(() => mirrorRoot({ CONTENT_DIR: file }))).toBe(
      `CONTENT_DIR names ${JSON.stringify(file)}, which is a file, not the content mirror's folder.`,
    );
  });
});
