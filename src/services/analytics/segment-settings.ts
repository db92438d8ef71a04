/**
 * The arguments the site loads analytics-next with: the write key, batching with spec
 * section 9's constants, and no automatic first page call (./segment-client.ts makes every
 * page call, the first included, so each carries the spec's page fields). Tests point the
 * endpoints at a local server; the site keeps Segment's own.
 */
import type { AnalyticsBrowserSettings, InitOptions } from '@segment/analytics-next';
import { SEGMENT } from '../../lib/config/analytics';

export interface SegmentEndpoints {
  /** Where the source's settings are fetched from (default: Segment's CDN). */
  cdnURL?: string;
  /** Where events are sent, host and path without scheme (default: Segment's API). */
  apiHost?: string;
  protocol?: 'http' | 'https';
}

export const segmentLoadArguments = (
  writeKey: string,
  { cdnURL, apiHost, protocol }: SegmentEndpoints = {},
): [AnalyticsBrowserSettings, InitOptions] => [
  { writeKey, ...(cdnURL === undefined ? {} : { cdnURL }) },
  {
    initialPageview: false,
    cookie: { maxage: SEGMENT.cookieMaxAgeDays },
    integrations: {
      'Segment.io': {
        ...(apiHost === undefined ? {} : { apiHost }),
        ...(protocol === undefined ? {} : { protocol }),
        deliveryStrategy: {
          strategy: 'batching',
          config: {
            size: SEGMENT.batchSize,
            timeout: SEGMENT.batchTimeoutMs,
            maxRetries: SEGMENT.maxRetries,
          },
        },
      },
    },
  },
];
