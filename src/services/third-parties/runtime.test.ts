import { createConsent } from '../consent';
import { startConsentMode } from './consent-mode';
import type { ThirdPartyWindow } from './integrations';
import type { LoadScript } from './load-script';
import { configuredThirdParties } from './registry';
import { ALL_THIRD_PARTIES_ON, createThirdPartyRuntime } from './runtime';

const CONFIGURED = configuredThirdParties({
  GATSBY_EXTERNAL_SCRIPTS: 'true',
  GATSBY_GTM_ID: 'GTM-AB12',
  GATSBY_SEGMENT_WRITE_KEY: 'abcDEF1234567890',
  GATSBY_HOTJAR_ID: '321',
  GATSBY_LIVECHAT_LICENSE: '654',
  GATSBY_FACEBOOK_PIXEL_ID: '987',
});

const page = (path: string) => ({ path, url: `https://site.test${path}`, title: `Title ${path}` });
const CAMPAIGN = { externalScripts: false, chat: true };
const THANK_YOU = { externalScripts: false, chat: false };

/** Lets promise callbacks (whenConsented, the gate) run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const setup = () => {
  const consent = createConsent();
  const win: ThirdPartyWindow = {};
  const loaded: string[] = [];
  const loadScript = jest.fn<ReturnType<LoadScript>, Parameters<LoadScript>>((url, options) => {
    if (!consent.hasConsent(options.category)) return Promise.reject(new Error('refused'));
    loaded.push(`${options.category} ${url}`);
    return Promise.resolve();
  });
  const reload = jest.fn();
  const runtime = createThirdPartyRuntime({
    configured: CONFIGURED,
    consent,
    loadScript,
    win,
    reload,
  });
  return { consent, win, loaded, loadScript, reload, runtime };
};

describe('the third-party runtime', () => {
  test('loads nothing before the page is interactive, even with consent', async () => {
    const { consent, runtime, loadScript } = setup();
    consent.acceptAll();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    await settle();
    expect(loadScript).not.toHaveBeenCalled();
    runtime.interactive();
    await settle();
    expect(runtime.started().sort()).toEqual(['chat', 'pixel', 'recording', 'tagManager']);
  });

  test('loads nothing before a choice; after accept all, each through the gate in its category', async () => {
    const { consent, runtime, loaded } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    await settle();
    expect(loaded).toEqual([]);
    consent.acceptAll();
    await settle();
    expect(loaded.sort()).toEqual([
      'functionality https://cdn.livechatinc.com/tracking.js',
      'performance https://static.hotjar.com/c/hotjar-321.js?sv=6',
      'targeting https://connect.facebook.net/en_US/fbevents.js',
      'targeting https://www.googletagmanager.com/gtm.js?id=GTM-AB12',
    ]);
  });

  test('after reject all nothing loads; a category granted later loads only its own', async () => {
    const { consent, runtime, loaded } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    consent.rejectAll();
    await settle();
    expect(loaded).toEqual([]);
    consent.acceptSelected(['functionality']);
    await settle();
    expect(loaded).toEqual(['functionality https://cdn.livechatinc.com/tracking.js']);
  });

  test('page views made before the library are queued and delivered in order after gtm.start', async () => {
    const { consent, runtime, win } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    runtime.page(page('/pricing'), ALL_THIRD_PARTIES_ON);
    await settle();
    expect(win.dataLayer).toBeUndefined();
    consent.acceptSelected(['targeting']);
    await settle();
    runtime.page(page('/blog'), ALL_THIRD_PARTIES_ON);
    const events = (win.dataLayer ?? []).map((entry) => (entry as { event: string }).event);
    expect(events).toEqual(['gtm.js', 'page_view', 'page_view', 'page_view']);
    expect((win.dataLayer ?? []).slice(1)).toEqual(
      ['/', '/pricing', '/blog'].map((path) => expect.objectContaining({ page_path: path })),
    );
    expect(win.fbq?.queue).toEqual([
      ['init', '987'],
      ['track', 'PageView'],
      ['track', 'PageView'],
      ['track', 'PageView'],
    ]);
  });

  test('Consent Mode: default, then the update, then the tag manager, in that order', async () => {
    const { consent, runtime, win } = setup();
    win.dataLayer = [{ default: 'from the head script' }];
    startConsentMode(consent, win);
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    consent.acceptAll();
    await settle();
    const kinds = (win.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? [...(entry as IArguments)].slice(0, 2).join(' ')
        : Object.keys(entry as object)[0],
    );
    expect(kinds).toEqual(['default', 'consent update', 'gtm.start', 'event']);
  });

  test('a page with external scripts off keeps the chat; one with chat off keeps nothing', async () => {
    const { consent, runtime } = setup();
    consent.acceptAll();
    runtime.page(page('/ccw2025/thank-you'), THANK_YOU);
    runtime.interactive();
    await settle();
    expect(runtime.started()).toEqual([]);
    runtime.page(page('/ccw2025'), CAMPAIGN);
    await settle();
    expect(runtime.started()).toEqual(['chat']);
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    await settle();
    expect(runtime.started().sort()).toEqual(['chat', 'pixel', 'recording', 'tagManager']);
  });

  test('tells the third parties started elsewhere when a page allows external scripts', async () => {
    const { runtime } = setup();
    const allowed = jest.fn();
    void runtime.whenExternalScriptsAllowed().then(allowed);
    runtime.page(page('/ccw2025'), CAMPAIGN);
    await settle();
    // Not before a page is shown, nor on a page that turns them off.
    expect(allowed).not.toHaveBeenCalled();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    await settle();
    expect(allowed).toHaveBeenCalledTimes(1);
    await expect(runtime.whenExternalScriptsAllowed()).resolves.toBeUndefined();
  });

  test('answers whether a page allows external scripts once that page is shown', async () => {
    const { runtime } = setup();
    expect(runtime.allowsExternalScriptsNow()).toBe(true);
    const campaign = runtime.pageAllowsExternalScripts('/ccw2025');
    const skipped = runtime.pageAllowsExternalScripts('/left-before-it-showed');
    runtime.page(page('/ccw2025'), CAMPAIGN);
    await expect(campaign).resolves.toBe(false);
    // A page the visitor left before it was shown is not recorded either.
    await expect(skipped).resolves.toBe(false);
    expect(runtime.allowsExternalScriptsNow()).toBe(false);
    await expect(runtime.pageAllowsExternalScripts('/ccw2025')).resolves.toBe(false);
    const home = runtime.pageAllowsExternalScripts('/');
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    await expect(home).resolves.toBe(true);
    expect(runtime.allowsExternalScriptsNow()).toBe(true);
  });

  test('no page view for a page that turns the scripts off; the chat hides where it is off', async () => {
    const { consent, runtime, win } = setup();
    consent.acceptAll();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    await settle();
    const call = jest.fn();
    win.LiveChatWidget = { call };
    const before = win.dataLayer?.length;
    runtime.page(page('/ccw2025'), CAMPAIGN);
    expect(win.dataLayer?.length).toBe(before);
    expect(call).toHaveBeenLastCalledWith('minimize');
    runtime.page(page('/ccw2025/thank-you'), THANK_YOU);
    expect(call).toHaveBeenLastCalledWith('hide');
  });

  test('consent granted while on a page that turns it off starts it on the next allowed page', async () => {
    const { consent, runtime } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    runtime.page(page('/ccw2025'), CAMPAIGN);
    consent.acceptSelected(['targeting']);
    await settle();
    expect(runtime.started()).toEqual([]);
    runtime.page(page('/pricing'), ALL_THIRD_PARTIES_ON);
    await settle();
    expect(runtime.started().sort()).toEqual(['pixel', 'tagManager']);
  });

  test('withdrawing consent from a running library reloads the page', async () => {
    const { consent, runtime, reload } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    consent.acceptSelected(['performance']);
    await settle();
    consent.acceptSelected(['performance', 'targeting']);
    await settle();
    consent.acceptSelected(['performance']);
    expect(reload).toHaveBeenCalledTimes(1); // targeting's libraries had started
  });

  test('withdrawing consent from libraries a page kept off does not reload', async () => {
    const { consent, runtime, reload } = setup();
    runtime.page(page('/ccw2025'), CAMPAIGN);
    runtime.interactive();
    consent.acceptSelected(['targeting']);
    await settle();
    consent.rejectAll();
    expect(reload).not.toHaveBeenCalled();
  });

  test('consent granted and taken back before the library started loads nothing', async () => {
    const { consent, runtime, loaded } = setup();
    runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
    runtime.interactive();
    consent.acceptSelected(['targeting']);
    consent.rejectAll();
    await settle();
    expect(loaded).toEqual([]);
    expect(runtime.started()).toEqual([]);
  });

  describe('ad conversions', () => {
    const SENT = { conversion: 'book-a-demo', value: 1, currency: 'USD' };
    const conversions = (win: ThirdPartyWindow) => ({
      dataLayer: (win.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === 'conversion',
      ),
      pixel: (win.fbq?.queue ?? []).filter(([, event]) => event === 'Lead'),
    });

    test('go to the tag manager and the pixel once they have started with consent', async () => {
      const { consent, runtime, win } = setup();
      runtime.page(page('/book-a-demo'), ALL_THIRD_PARTIES_ON);
      runtime.interactive();
      consent.acceptSelected(['performance']);
      await settle();
      runtime.conversion(SENT);
      expect(conversions(win)).toEqual({ dataLayer: [], pixel: [] });

      consent.acceptSelected(['performance', 'targeting']);
      await settle();
      runtime.conversion(SENT);
      expect(conversions(win)).toEqual({
        dataLayer: [{ event: 'conversion', ...SENT }],
        pixel: [['track', 'Lead', { content_name: 'book-a-demo', value: 1, currency: 'USD' }]],
      });
    });

    test('are not sent on a page that turns external scripts off', async () => {
      const { consent, runtime, win } = setup();
      consent.acceptAll();
      runtime.page(page('/'), ALL_THIRD_PARTIES_ON);
      runtime.interactive();
      await settle();
      runtime.page(page('/ccw2025/send-report'), CAMPAIGN);
      runtime.conversion(SENT);
      expect(conversions(win)).toEqual({ dataLayer: [], pixel: [] });
    });
  });
});
