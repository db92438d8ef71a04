/** No automatic first page call: ./segment-client.ts makes each, with the spec's fields. */
import type { AnalyticsBrowserSettings, InitOptions } from '@segment/analytics-next';
import { SEGMENT } from '../../lib/config/analytics';

export interface SegmentEndpoints {
  cdnURL?: string;
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
