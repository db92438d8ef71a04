/** @jest-environment jsdom */
import { clientWithTier, createFakeSession } from '../../../tests/support/runtime/fake-session';
import { createConsent } from '../consent';
import { noopAnalytics, setAnalyticsClient, track, type AnalyticsClient } from '.';
import type { SegmentApi } from './segment-client';
import { holdClicksForAnalytics } from './held-clicks';
import { startAnalytics } from './start';
import type { WebVital } from './web-vitals';

let stop: () => void = () => undefined;

/** Stands in for web-vitals: `observing` settles once the runtime asked for the metrics. */
const fakeWebVitals = () => {
  let report: (metric: WebVital) => void = () => undefined;
  let observed: () => void = () => undefined;
  const observing = new Promise<void>((resolve) => (observed = resolve));
  const load = jest.fn(() =>
    Promise.resolve((next: (metric: WebVital) => void) => {
      report = next;
      observed();
    }),
  );
  return { load, observing, report: (metric: WebVital) => report(metric) };
};

const setUp = (
  writeKey: string | null = 'abcDEF1234567890',
  pageFlags: { pageAllows?: (path: string) => Promise<boolean>; allowsNow?: () => boolean } = {},
) => {
  const calls: unknown[][] = [];
  const api: SegmentApi = {
    track: (...args) => void calls.push(['track', ...args]),
    page: (...args) => void calls.push(['page', ...args]),
    identify: (...args) => void calls.push(['identify', ...args]),
  };
  const consent = createConsent();
  const session = createFakeSession();
  const load = jest.fn(() => Promise.resolve(api));
  const vitals = fakeWebVitals();
  const runtime = startAnalytics({
    writeKey,
    session,
    whenConsented: consent.whenConsented,
    whenInteractive: () => Promise.resolve(),
    load,
    afterRender: (then) => then(),
    loadVitals: vitals.load,
    ...pageFlags,
  });
  stop = runtime?.stop ?? (() => undefined);
  return { calls, consent, session, load, runtime, vitals };
};

describe('startAnalytics', () => {
  beforeEach(() => window.history.replaceState({}, '', '/?utm_campaign=spring&utm_source=ads'));
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('unplugs its client when stopped', () => {
    const before: AnalyticsClient = { track: jest.fn() };
    setAnalyticsClient(before);
    const { runtime } = setUp();
    runtime?.stop();
    track('signed_up', { user_type: 'client' });
    expect(before.track).toHaveBeenCalledWith('signed_up', { user_type: 'client' });
    setAnalyticsClient(noopAnalytics);
  });

  it('is off in a build with nothing configured, as in tests and a fresh clone', () => {
    const load = jest.fn();
    expect(
      startAnalytics({ whenConsented: () => Promise.resolve(), session: null, load }),
    ).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads Segment only once a page allows external scripts, even with consent', async () => {
    const consent = createConsent();
    let allowed: () => void = () => undefined;
    const api: SegmentApi = { track: jest.fn(), page: jest.fn(), identify: jest.fn() };
    const load = jest.fn(() => Promise.resolve(api));
    const runtime = startAnalytics({
      writeKey: 'abcDEF1234567890',
      session: null,
      whenConsented: consent.whenConsented,
      whenInteractive: () => Promise.resolve(),
      whenPageAllows: () => new Promise((resolve) => (allowed = resolve)),
      load,
      loadVitals: fakeWebVitals().load,
    });
    consent.acceptAll();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    allowed();
    await runtime?.client.loaded;
    expect(load).toHaveBeenCalledTimes(1);
    runtime?.stop();
  });

  it('does nothing without a write key', () => {
    const { runtime, load } = setUp(null);
    track('signed_up', { user_type: 'client' });
    expect(runtime).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('makes a page call with the page fields on every route change, each referred by the last', async () => {
    const { runtime, consent, calls } = setUp();
    document.title = 'Home';
    runtime?.onRouteChange();
    window.history.pushState({}, '', '/pricing#faq');
    document.title = 'Pricing';
    runtime?.onRouteChange();
    consent.acceptAll();
    await runtime?.client.loaded;
    const campaign = { utm_campaign: 'spring', utm_source: 'ads' };
    expect(calls).toEqual([
      [
        'page',
        'Home',
        {
          title: 'Home',
          name: 'Home',
          referrer: '',
          search: '?utm_campaign=spring&utm_source=ads',
          hash: '',
          path: '/',
          url: 'http://localhost/?utm_campaign=spring&utm_source=ads',
          ...campaign,
        },
      ],
      [
        'page',
        'Pricing',
        {
          title: 'Pricing',
          name: 'Pricing',
          referrer: 'http://localhost/?utm_campaign=spring&utm_source=ads',
          search: '',
          hash: '#faq',
          path: '/pricing',
          url: 'http://localhost/pricing#faq',
          ...campaign,
        },
      ],
    ]);
  });

  it('identifies the visitor once logged in, once per profile', async () => {
    const { runtime, consent, session, calls } = setUp();
    session.restore({ user: null, activeProfile: null });
    session.restore(clientWithTier(1));
    session.restore(clientWithTier(2));
    consent.acceptAll();
    await runtime?.client.loaded;
    expect(calls).toEqual([['identify', '7', { email: 'grace@example.com' }]]);
  });

  it('plugs Segment into track() and reports button clicks through it', async () => {
    const { runtime, consent, calls } = setUp();
    document.body.innerHTML = '<header><button>Book a Discovery Call</button></header>';
    document.querySelector('button')?.click();
    track('form_submitted', { section_page: '/', section_name: 'Form', form_name: 'demo' });
    consent.acceptAll();
    await runtime?.client.loaded;
    expect(calls.map(([, name]) => name)).toEqual(['Book a Call Clicked', 'Form Submitted']);
    expect(calls[0]?.[2]).toMatchObject({ section_name: 'Header', utm_campaign: 'spring' });
  });

  it('reports the buttons clicked before it started, first, on the page they were clicked on', async () => {
    document.body.innerHTML = '<header><button>Book a Discovery Call</button></header>';
    holdClicksForAnalytics();
    document.querySelector('button')?.click();
    window.history.pushState({}, '', '/pricing');
    const { runtime, consent, calls } = setUp();
    document.querySelector('button')?.click();
    consent.acceptAll();
    await runtime?.client.loaded;
    expect(calls).toEqual([
      ['track', 'Book a Call Clicked', expect.objectContaining({ section_page: '/' })],
      ['track', 'Book a Call Clicked', expect.objectContaining({ section_page: '/pricing' })],
    ]);
  });

  it('records nothing of a page that turns external scripts off: no page call, no event', async () => {
    let flagged = false;
    const { runtime, consent, calls } = setUp(undefined, {
      pageAllows: (path) => Promise.resolve(path !== '/ccw2025'),
      allowsNow: () => !flagged,
    });
    window.history.pushState({}, '', '/ccw2025');
    flagged = true;
    document.title = 'Campaign';
    runtime?.onRouteChange();
    track('form_submitted', {
      section_page: '/ccw2025',
      section_name: 'Form',
      form_name: 'report',
    });
    window.history.pushState({}, '', '/pricing');
    flagged = false;
    document.title = 'Pricing';
    runtime?.onRouteChange();
    track('form_submitted', { section_page: '/pricing', section_name: 'Form', form_name: 'demo' });
    consent.acceptAll();
    await runtime?.client.loaded;
    // The page call waits for the page's flags, so it may follow an event made at once.
    expect(calls.map(([kind, name]) => `${String(kind)} ${String(name)}`).sort()).toEqual([
      'page Pricing',
      'track Form Submitted',
    ]);
    expect(calls.find(([kind]) => kind === 'track')?.[2]).toMatchObject({ form_name: 'demo' });
  });

  it('sends the Core Web Vitals of the page loaded as Segment events, only after consent', async () => {
    const { runtime, consent, calls, vitals } = setUp();
    window.history.pushState({}, '', '/pricing');
    await Promise.resolve();
    expect(vitals.load).not.toHaveBeenCalled();
    consent.acceptAll();
    await vitals.observing;
    vitals.report({
      name: 'INP',
      value: 96,
      rating: 'good',
      delta: 96,
      id: 'v6-1-2',
      entries: [],
      navigationType: 'reload',
      navigationId: 1,
    });
    await runtime?.client.loaded;
    expect(calls).toEqual([
      [
        'track',
        'Web Vital Measured',
        {
          metric: 'INP',
          value: 96,
          rating: 'good',
          metric_id: 'v6-1-2',
          navigation_type: 'reload',
          page_path: '/',
          utm_campaign: 'spring',
          utm_source: 'ads',
        },
      ],
    ]);
  });

  it('leaves web-vitals unloaded on a page view outside the sample', async () => {
    const consent = createConsent();
    consent.acceptAll();
    const vitals = fakeWebVitals();
    const runtime = startAnalytics({
      writeKey: 'abcDEF1234567890',
      session: null,
      whenConsented: consent.whenConsented,
      whenInteractive: () => Promise.resolve(),
      load: () => Promise.resolve({ track: jest.fn(), page: jest.fn(), identify: jest.fn() }),
      vitalsSampleRate: 0,
      loadVitals: vitals.load,
    });
    stop = runtime?.stop ?? (() => undefined);
    await runtime?.client.loaded;
    expect(vitals.load).not.toHaveBeenCalled();
  });
});
