/**
 * The site's analytics client on top of Segment: every `track()`, page call and identify is
 * queued until the performance category has consent, the page is interactive and the library
 * has loaded, then sent in order. Each event carries the landing page's UTM fields and, when
 * logged in, the visitor's identity (spec sections 3 and 6), as they were when it was made.
 */
import { SEGMENT } from '../../lib/config/analytics';
import type { ConsentCategory } from '../third-parties/registry';
import type { AnalyticsClient } from '.';
import { segmentEvent, type SegmentProperties } from './event-mapping';
import type { PageFields, TrackingIdentity, UtmFields } from './tracking-fields';

/** What the site uses of analytics-next (./segment-loader.ts adapts the library to it). */
export interface SegmentApi {
  track: (name: string, properties: SegmentProperties) => void;
  page: (name: string, properties: SegmentProperties) => void;
  identify: (userId: string, traits: { email: string }) => void;
}

export interface SegmentClientOptions {
  /** Resolves once the category has consent (the consent service's). */
  whenConsented: (category: ConsentCategory) => Promise<void>;
  /** Resolves once the page is interactive and the browser is idle. */
  whenInteractive: () => Promise<void>;
  /** Loads the library; called once, after consent and interactivity. */
  load: () => Promise<SegmentApi>;
  /** Campaign fields gathered when the site started. */
  utm: UtmFields;
  /** The logged-in visitor, or null. */
  identity: () => TrackingIdentity | null;
  /** Called when the library could not load; the queued calls are dropped. */
  onLoadError?: (error: unknown) => void;
}

export interface SegmentClient extends AnalyticsClient {
  page: (fields: PageFields) => void;
  identify: (identity: TrackingIdentity) => void;
  /** Settles once the library has loaded and the queue was handed over, or loading failed. */
  loaded: Promise<void>;
}

type Call = (segment: SegmentApi) => void;

export const createSegmentClient = ({
  whenConsented,
  whenInteractive,
  load,
  utm,
  identity,
  onLoadError,
}: SegmentClientOptions): SegmentClient => {
  let segment: SegmentApi | null = null;
  let failed = false;
  const queue: Call[] = [];

  const call = (send: Call) => {
    if (segment) return send(segment);
    if (failed) return;
    queue.push(send);
    if (queue.length > SEGMENT.queueLimit) queue.shift();
  };

  const loaded = whenConsented('performance')
    .then(whenInteractive)
    .then(load)
    .then(
      (library) => {
        segment = library;
        for (const send of queue.splice(0)) send(library);
      },
      (error: unknown) => {
        failed = true;
        queue.length = 0;
        onLoadError?.(error);
      },
    );

  const withTrackingFields = (properties: SegmentProperties): SegmentProperties => ({
    ...properties,
    ...utm,
    ...identity(),
  });

  return {
    track: (event, payload) => {
      const { name, properties } = segmentEvent(event, payload);
      const sent = withTrackingFields(properties);
      call((library) => library.track(name, sent));
    },
    page: (fields) => {
      const sent = withTrackingFields({ ...fields });
      call((library) => library.page(fields.name, sent));
    },
    identify: ({ profile_id, email }) => call((library) => library.identify(profile_id, { email })),
    loaded,
  };
};
