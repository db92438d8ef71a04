/** Null, doing nothing at all, when Segment is not configured. */
import { afterHeadRendered } from '../../lib/after-head-rendered';
import { afterInteractive } from '../../lib/after-interactive';
import type { ReadableStore } from '../../lib/external-store';
import type { SessionSnapshot } from '../session';
import { configuredInThisBuild } from '../third-parties/config';
import { webVitalsSampleRate } from '../../settings/browser';
import { configuredValue, type ConsentCategory } from '../third-parties/registry';
import { setAnalyticsClient, track } from '.';
import { listenForButtonClicks } from './button-clicks';
import { takeHeldClicks } from './held-clicks';
import { createSegmentClient, type SegmentApi, type SegmentClient } from './segment-client';
import { loadSegment } from './segment-loader';
import { pageFields, trackingIdentity, utmFields } from './tracking-fields';
import { startWebVitals, type ObserveWebVitals } from './web-vitals';
import { loadWebVitals } from './web-vitals-loader';

export interface AnalyticsRuntime {
  onRouteChange: (href?: string) => void;
  client: SegmentClient;
  stop: () => void;
}

export interface StartAnalyticsOptions {
  whenConsented: (category: ConsentCategory) => Promise<void>;
  session: ReadableStore<SessionSnapshot> | null;
  writeKey?: string | null;
  win?: Window;
  whenInteractive?: () => Promise<void>;
  whenPageAllows?: () => Promise<void>;
  /** A page with `external_scripts: false` gets no page call. */
  pageAllows?: (path: string) => Promise<boolean>;
  allowsNow?: () => boolean;
  load?: (writeKey: string) => Promise<SegmentApi>;
  /** Gatsby renders the new title after the route hook, and the page call reads it. */
  afterRender?: (then: () => void, firstPage: boolean) => void;
  vitalsSampleRate?: number;
  loadVitals?: () => Promise<ObserveWebVitals>;
}

const reportLoadError = (what: string) => (error: unknown) => {
  if (__SITE_SETTINGS__.nodeEnv === 'development') console.error(`${what} did not load`, error);
};

export const startAnalytics = ({
  whenConsented,
  session,
  writeKey = configuredValue(configuredInThisBuild(), 'segment'),
  win = window,
  whenInteractive = () => afterInteractive(win),
  whenPageAllows = () => Promise.resolve(),
  pageAllows = () => Promise.resolve(true),
  allowsNow = () => true,
  load = loadSegment,
  afterRender = (then, firstPage) => void afterHeadRendered(then, { firstPage, win }),
  vitalsSampleRate = webVitalsSampleRate(),
  loadVitals = loadWebVitals,
}: StartAnalyticsOptions): AnalyticsRuntime | null => {
  if (writeKey === null) return null;
  const identity = () => (session ? trackingIdentity(session.getSnapshot()) : null);
  const client = createSegmentClient({
    whenConsented,
    whenInteractive: async () => {
      await whenInteractive();
      await whenPageAllows();
    },
    load: () => load(writeKey),
    utm: utmFields(win.location.search),
    identity,
    onLoadError: reportLoadError('Segment'),
  });
  const previous = setAnalyticsClient({
    track: (event, payload) => {
      if (allowsNow()) client.track(event, payload);
    },
  });
  void startWebVitals({
    whenConsented,
    whenInteractive,
    sampleRate: vitalsSampleRate,
    pagePath: win.location.pathname,
    send: (event) => track('web_vital', event),
    load: loadVitals,
    onLoadError: reportLoadError('web-vitals'),
  });
  const stopClicks = listenForButtonClicks(
    win.document,
    (click) => track('button_click', click),
    takeHeldClicks(),
  );

  // Once per profile, not on every session change.
  let identified: string | null = null;
  const identifyWhenLoggedIn = () => {
    const visitor = identity();
    if (!visitor || visitor.profile_id === identified) return;
    identified = visitor.profile_id;
    client.identify(visitor);
  };
  const stopIdentifying = session?.subscribe(identifyWhenLoggedIn);
  identifyWhenLoggedIn();

  let referrer = win.document.referrer;
  let firstPage = true;
  return {
    client,
    onRouteChange: (href = win.location.href) => {
      const url = new URL(href);
      const from = referrer;
      referrer = url.href;
      afterRender(() => {
        const fields = pageFields(url, win.document.title, from);
        void pageAllows(url.pathname).then((allowed) => {
          if (allowed) client.page(fields);
        });
      }, firstPage);
      firstPage = false;
    },
    stop: () => {
      stopClicks();
      stopIdentifying?.();
      setAnalyticsClient(previous);
    },
  };
};
