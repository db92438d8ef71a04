import { asksForConsent, configures, usesTagManager } from './in-this-build';

const withEnv = (env: Record<string, string>, check: () => void) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    check();
  } finally {
    process.env = saved;
  }
};

describe('the third parties in this build, as the first load knows them', () => {
  it('reads what the build wrote into the bundle, not the variables', () => {
    withEnv(
      {
        THIRD_PARTIES_IN_BUILD: JSON.stringify({ on: ['sentry'], asksForConsent: true }),
        GATSBY_EXTERNAL_SCRIPTS: 'true',
        GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000',
      },
      () => {
        expect(configures('sentry')).toBe(true);
        expect(configures('segment')).toBe(false);
        expect(asksForConsent()).toBe(true);
        expect(usesTagManager()).toBe(false);
      },
    );
  });

  it('without a bundle, works the same answer out from the variables', () => {
    withEnv(
      { GATSBY_EXTERNAL_SCRIPTS: 'true', GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000' },
      () => {
        expect(configures('segment')).toBe(true);
        expect(configures('sentry')).toBe(false);
        expect(asksForConsent()).toBe(true);
      },
    );
    withEnv({ GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000' }, () => {
      expect(configures('segment')).toBe(false);
      expect(asksForConsent()).toBe(false);
    });
  });
});
