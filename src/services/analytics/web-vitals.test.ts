import { createConsent } from '../consent';
import type { AnalyticsEvents } from '.';
import {
  inSample,
  startWebVitals,
  webVitalEvent,
  type ObserveWebVitals,
  type WebVital,
} from './web-vitals';

const lcp = {
  name: 'LCP',
  value: 1834.2,
  rating: 'good',
  delta: 1834.2,
  id: 'v6-1700000000000-1234567890123',
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
} as const satisfies WebVital;

const cls = {
  ...lcp,
  name: 'CLS',
  value: 0.31,
  rating: 'poor',
  delta: 0.31,
  id: 'v6-1700000000000-2',
  navigationType: 'back-forward-cache',
} as const satisfies WebVital;

/** A stand-in for web-vitals that reports the given metrics as soon as it observes. */
const reporting =
  (...metrics: WebVital[]): ObserveWebVitals =>
  (report) => {
    for (const metric of metrics) report(metric);
  };

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const setUp = (options: { sampleRate?: number; random?: () => number } = {}) => {
  const consent = createConsent();
  const sent: AnalyticsEvents['web_vital'][] = [];
  const load = jest.fn(() => Promise.resolve(reporting(lcp, cls)));
  const started = startWebVitals({
    whenConsented: consent.whenConsented,
    whenInteractive: () => Promise.resolve(),
    sampleRate: options.sampleRate ?? 1,
    random: options.random,
    pagePath: '/pricing',
    send: (event) => sent.push(event),
    load,
  });
  return { consent, sent, load, started };
};

describe('webVitalEvent', () => {
  it('names the metric and carries its value, rating, id, navigation type and page', () => {
    expect(webVitalEvent(lcp, '/pricing')).toEqual({
      metric: 'LCP',
      value: 1834.2,
      rating: 'good',
      metric_id: 'v6-1700000000000-1234567890123',
      navigation_type: 'navigate',
      page_path: '/pricing',
    });
    expect(webVitalEvent(cls, '/')).toEqual({
      metric: 'CLS',
      value: 0.31,
      rating: 'poor',
      metric_id: 'v6-1700000000000-2',
      navigation_type: 'back-forward-cache',
      page_path: '/',
    });
  });
});

describe('inSample', () => {
  it.each([
    [1, 0.999, true],
    [0.25, 0.2499, true],
    [0.25, 0.25, false],
    [0, 0, false],
  ])('with the rate %p, a draw of %p is %p', (rate, draw, sampled) => {
    expect(inSample(rate, () => draw)).toBe(sampled);
  });
});

describe('startWebVitals', () => {
  it('loads nothing before performance consent, then sends each metric as an event', async () => {
    const { consent, sent, load, started } = setUp();
    consent.acceptSelected(['functionality', 'targeting']);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);

    consent.acceptSelected(['performance']);
    await started;
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([webVitalEvent(lcp, '/pricing'), webVitalEvent(cls, '/pricing')]);
  });

  it('waits for the page to be interactive after consent', async () => {
    const consent = createConsent();
    consent.acceptAll();
    let interactive: () => void = () => undefined;
    const load = jest.fn(() => Promise.resolve(reporting(lcp)));
    const started = startWebVitals({
      whenConsented: consent.whenConsented,
      whenInteractive: () => new Promise((resolve) => (interactive = resolve)),
      sampleRate: 1,
      pagePath: '/',
      send: () => undefined,
      load,
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    interactive();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws once per page load: a page view outside the sample loads and sends nothing', async () => {
    const random = jest.fn(() => 0.6);
    const { consent, sent, load, started } = setUp({ sampleRate: 0.5, random });
    consent.acceptAll();
    await started;
    await settle();
    expect(random).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('sends a sampled page view in full', async () => {
    const { consent, sent, started } = setUp({ sampleRate: 0.5, random: () => 0.4 });
    consent.acceptAll();
    await started;
    expect(sent.map(({ metric }) => metric)).toEqual(['LCP', 'CLS']);
  });

  it('hands a failed load to onLoadError and sends nothing', async () => {
    const consent = createConsent();
    consent.acceptAll();
    const failure = new Error('chunk failed');
    const onLoadError = jest.fn();
    const send = jest.fn();
    await startWebVitals({
      whenConsented: consent.whenConsented,
      whenInteractive: () => Promise.resolve(),
      sampleRate: 1,
      pagePath: '/',
      send,
      load: () => Promise.reject(failure),
      onLoadError,
    });
    expect(onLoadError).toHaveBeenCalledWith(failure);
    expect(send).not.toHaveBeenCalled();
  });
});
