import { buildWith } from '../../../tests/support/browser-settings';
import { asksForConsent, configures, usesTagManager } from './in-this-build';

describe('the third parties in this build, as the first load knows them', () => {
  it('are those the build turned on', () => {
    buildWith({
      GATSBY_EXTERNAL_SCRIPTS: 'true',
      GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000',
      GATSBY_GTM_ID: 'GTM-AB12CD3',
    });
    expect(configures('segment')).toBe(true);
    expect(configures('sentry')).toBe(false);
    expect(asksForConsent()).toBe(true);
    expect(usesTagManager()).toBe(true);
  });

  it('are none without the switch, whatever else is set', () => {
    buildWith({ GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000' });
    expect(configures('segment')).toBe(false);
    expect(asksForConsent()).toBe(false);
  });
});
