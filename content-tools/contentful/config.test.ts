import { ContentfulConfigError, deliveryConfig, isPreviewHost, managementConfig } from './config';

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
