import type { SegmentApi } from './segment-client';
import { segmentLoadArguments, type SegmentEndpoints } from './segment-settings';

/** analytics-next retries failed calls itself. */
const settle = (sent: Promise<unknown>) => void sent.catch(() => undefined);

export const loadSegment = async (
  writeKey: string,
  endpoints?: SegmentEndpoints,
): Promise<SegmentApi> => {
  const { AnalyticsBrowser } = await import(
    /* webpackChunkName: "segment" */ '@segment/analytics-next'
  );
  // A thenable: resolving a promise with it would wait for its settings.
  const analytics = AnalyticsBrowser.load(...segmentLoadArguments(writeKey, endpoints));
  return {
    track: (name, properties) => settle(analytics.track(name, properties)),
    page: (name, properties) => settle(analytics.page(null, name, properties)),
    identify: (userId, traits) => settle(analytics.identify(userId, traits)),
  };
};
