/**
 * Loads analytics-next on demand: the dynamic import keeps it out of the first load, in a
 * chunk of its own that is requested only after consent.
 */
import type { SegmentApi } from './segment-client';
import { segmentLoadArguments, type SegmentEndpoints } from './segment-settings';

/** A call analytics-next could not deliver is its concern (it retries); never the page's. */
const settle = (sent: Promise<unknown>) => void sent.catch(() => undefined);

export const loadSegment = async (
  writeKey: string,
  endpoints?: SegmentEndpoints,
): Promise<SegmentApi> => {
  const { AnalyticsBrowser } = await import(
    /* webpackChunkName: "segment" */ '@segment/analytics-next'
  );
  // AnalyticsBrowser buffers calls until its settings have loaded. It is a thenable, so it is
  // wrapped rather than returned: resolving a promise with it would wait for the settings.
  const analytics = AnalyticsBrowser.load(...segmentLoadArguments(writeKey, endpoints));
  return {
    track: (name, properties) => settle(analytics.track(name, properties)),
    page: (name, properties) => settle(analytics.page(null, name, properties)),
    identify: (userId, traits) => settle(analytics.identify(userId, traits)),
  };
};
