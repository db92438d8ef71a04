/**
 * Starts the site's analytics in the browser when Segment is configured: plugs the Segment
 * client into `track()`, reports button clicks, identifies the visitor once logged in, and
 * returns what the route hooks call for page calls. With Segment off it does nothing at all.
 */
import { afterHeadRendered } from '../../lib/after-head-rendered';
import { afterInteractive } from '../../lib/after-interactive';
import type { ReadableStore } from '../../lib/external-store';
import type { SessionSnapshot } from '../session';
import { configuredInThisBuild } from '../third-parties/config';
import { configuredValue, type ConsentCategory } from '../third-parties/registry';
import { setAnalyticsClient, track } from '.';
import { listenForButtonClicks } from './button-clicks';
import { takeHeldClicks } from './held-clicks';
import { createSegmentClient, type SegmentApi, type SegmentClient } from './segment-client';
import { loadSegment } from './segment-loader';
import { pageFields, trackingIdentity, utmFields } from './tracking-fields';

export interface AnalyticsRuntime {
  /**
   * A page call for the page shown at `href` (default: the address now); Gatsby's route hook
   * calls it for every page.
   */
  onRouteChange: (href?: string) => void;
  client: SegmentClient;
  /** Stops reporting clicks and logins and unplugs the client (tests, hot reloads). */
  stop: () => void;
}

export interface StartAnalyticsOptions {
  /** The consent service's gate. */
  whenConsented: (category: ConsentCategory) => Promise<void>;
  /** The tab's session; null in a test without one. */
  session: ReadableStore<SessionSnapshot> | null;
  writeKey?: string | null;
  win?: Window;
  whenInteractive?: () => Promise<void>;
  /** Resolves once a page that allows external scripts is shown; default: at once. */
  whenPageAllows?: () => Promise<void>;
  /**
   * Whether the page at a path allows external scripts, once it is shown; default: yes. A page
   * that turns them off (a landing page's `external_scripts: false`) gets no page call.
   */
  pageAllows?: (path: string) => Promise<boolean>;
  /** Whether the page shown now allows external scripts; events made on one that does not are dropped. */
  allowsNow?: () => boolean;
  load?: (writeKey: string) => Promise<SegmentApi>;
  /**
   * Runs `then` once the new page's head is in place (src/lib/after-head-rendered.ts): Gatsby
   * renders the new title after the route hook, and the page call reads it.
   */
  afterRender?: (then: () => void, firstPage: boolean) => void;
}

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
    onLoadError: (error) => {
      if (__SITE_SETTINGS__.nodeEnv === 'development') console.error('Segment did not load', error);
    },
  });
  const previous = setAnalyticsClient({
    track: (event, payload) => {
      if (allowsNow()) client.track(event, payload);
    },
  });
  // The clicks made while this code was on its way first, then every later one.
  const stopClicks = listenForButtonClicks(
    win.document,
    (click) => track('button_click', click),
    takeHeldClicks(),
  );

  // Identify once per profile: on the restore that logs the visitor in, not on every change.
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
