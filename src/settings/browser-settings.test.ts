import { browserSettingsFrom } from './browser-settings';
import { asksForConsent, bookingConfig, clientAppUrl, configures, siteUrl } from './browser';

describe("the browser's settings", () => {
  it('are the defaults with nothing set: the product addresses, everything else off', () => {
    expect(browserSettingsFrom({})).toEqual({
      nodeEnv: 'production',
      siteUrl: 'https://www.ethicalglobaloutsourcing.com',
      clientAppUrl: 'https://app.ethicalglobaloutsourcing.com',
      countryLookupUrl: null,
      defaultPhoneCountry: null,
      runtime: { apiBaseUrl: null, authCookies: { domain: null, path: '/' }, newBuildPollMs: null },
      booking: { availabilityUrl: null, bookingUrl: null, frameOrigins: [] },
      webVitalsSampleRate: 1,
      thirdParties: {
        values: {},
        on: {
          tagManager: false,
          segment: false,
          sentry: false,
          recording: false,
          chat: false,
          pixel: false,
        },
        asksForConsent: false,
      },
    });
  });

  it('carry each value as the build checked it', () => {
    const settings = browserSettingsFrom({
      GATSBY_DEFAULT_PHONE_COUNTRY: 'GB',
      GATSBY_EXTERNAL_SCRIPTS: 'true',
      GATSBY_LIVECHAT_LICENSE: ' 2000002 ',
      GATSBY_WEB_VITALS_SAMPLE_RATE: '0.1',
    });
    expect(settings.defaultPhoneCountry).toBe('gb');
    expect(settings.webVitalsSampleRate).toBe(0.1);
    expect(settings.thirdParties.values).toEqual({ chat: '2000002' });
    expect(settings.thirdParties.on.chat).toBe(true);
    expect(settings.thirdParties.asksForConsent).toBe(true);
  });

  it('are what the browser half reads, as the Jest setup defines them', () => {
    expect(siteUrl()).toBe('https://www.ethicalglobaloutsourcing.com');
    expect(clientAppUrl()).toBe('https://app.ethicalglobaloutsourcing.com');
    expect(bookingConfig().frameOrigins).toEqual([]);
    expect(configures('sentry')).toBe(false);
    expect(asksForConsent()).toBe(false);
    expect(globalThis.__SITE_SETTINGS__.nodeEnv).toBe('test');
  });
});
