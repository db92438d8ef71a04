/** Calls wait for consent and interactivity; each carries UTM and identity (spec sections 3, 6). */
import { SEGMENT } from '../../lib/config/analytics';
import type { ConsentCategory } from '../third-parties/registry';
import type { AnalyticsClient } from '.';
import { segmentEvent, type SegmentProperties } from './event-mapping';
import type { PageFields, TrackingIdentity, UtmFields } from './tracking-fields';

export interface SegmentApi {
  track: (name: string, properties: SegmentProperties) => void;
  page: (name: string, properties: SegmentProperties) => void;
  identify: (userId: string, traits: { email: string }) => void;
}

export interface SegmentClientOptions {
  whenConsented: (category: ConsentCategory) => Promise<void>;
  whenInteractive: () => Promise<void>;
  load: () => Promise<SegmentApi>;
  utm: UtmFields;
  identity: () => TrackingIdentity | null;
  onLoadError?: (error: unknown) => void;
}

export interface SegmentClient extends AnalyticsClient {
  page: (fields: PageFields) => void;
  identify: (identity: TrackingIdentity) => void;
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
