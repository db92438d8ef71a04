/** Core Web Vitals of real visits, sent as analytics events once the visitor consents. */
import type { CLSMetric, INPMetric, LCPMetric, TTFBMetric } from 'web-vitals';
import type { ConsentCategory } from '../third-parties/registry';
import type { AnalyticsEvents } from '.';

export type WebVital = CLSMetric | INPMetric | LCPMetric | TTFBMetric;

/** Calls `report` with each metric as web-vitals finalises it. */
export type ObserveWebVitals = (report: (metric: WebVital) => void) => void;

export const webVitalEvent = (
  { name, value, rating, id, navigationType }: WebVital,
  pagePath: string,
): AnalyticsEvents['web_vital'] => ({
  metric: name,
  value,
  rating,
  metric_id: id,
  navigation_type: navigationType,
  page_path: pagePath,
});

/** Drawn once per page load, so a sampled page view sends all its metrics and another none. */
export const inSample = (rate: number, random: () => number = Math.random): boolean =>
  random() < rate;

export interface WebVitalsOptions {
  whenConsented: (category: ConsentCategory) => Promise<void>;
  whenInteractive: () => Promise<void>;
  sampleRate: number;
  /** web-vitals measures the page load, so its metrics belong to the page the visit loaded. */
  pagePath: string;
  send: (event: AnalyticsEvents['web_vital']) => void;
  load: () => Promise<ObserveWebVitals>;
  random?: () => number;
  onLoadError?: (error: unknown) => void;
}

/** Nothing of web-vitals is fetched before consent to `performance`, Segment's own category. */
export const startWebVitals = async ({
  whenConsented,
  whenInteractive,
  sampleRate,
  pagePath,
  send,
  load,
  random,
  onLoadError,
}: WebVitalsOptions): Promise<void> => {
  if (!inSample(sampleRate, random)) return;
  await whenConsented('performance');
  await whenInteractive();
  try {
    const observe = await load();
    observe((metric) => send(webVitalEvent(metric, pagePath)));
  } catch (error) {
    onLoadError?.(error);
  }
};
