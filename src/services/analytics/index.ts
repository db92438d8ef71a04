/** The site's one analytics interface; it records nothing until a client is plugged in. */

/** Spec section 3. */
export interface SectionPayload {
  section_page: string;
  section_name: string;
}

export interface AnalyticsEvents {
  blog_search: { query: string; page: number };
  blog_search_too_short: { query: string };
  blog_search_results: { query: string; page: number; total: number };
  blog_search_no_results: { query: string };
  blog_search_error: { query: string; message: string };
  blog_search_result_click: { query: string; url: string; position: number };

  book_call_step: { step: 'details' | 'day' | 'time' | 'confirmation'; where: 'dialog' | 'frame' };
  meeting_scheduling: {
    date: string;
    time: string;
    timeZone: string;
    startsAt: string;
    where: 'dialog' | 'frame';
  };

  button_click: SectionPayload & { button_text: string };
  form_submitted: SectionPayload & { form_name: string };
  contact_form_submitted: SectionPayload;
  // Sent only by the client app (spec section 1); kept so the product's events are one map.
  signed_up: { user_type: string };
  user_logged_in: { user_type: string };
  /** Reported in USD; value 1 unless given. */
  ad_conversion: { conversion: string; value?: number };
  /** One Core Web Vital of the page load (./web-vitals.ts). */
  web_vital: {
    metric: 'CLS' | 'INP' | 'LCP' | 'TTFB';
    value: number;
    rating: 'good' | 'needs-improvement' | 'poor';
    metric_id: string;
    navigation_type: string;
    page_path: string;
  };
}

export type AnalyticsEvent = keyof AnalyticsEvents;

export interface AnalyticsClient {
  track: <Event extends AnalyticsEvent>(event: Event, payload: AnalyticsEvents[Event]) => void;
}

export const noopAnalytics: AnalyticsClient = { track: () => undefined };

let client: AnalyticsClient = noopAnalytics;

export const setAnalyticsClient = (next: AnalyticsClient): AnalyticsClient => {
  const previous = client;
  client = next;
  return previous;
};

type AdConversionListener = (payload: AnalyticsEvents['ad_conversion']) => void;

const adConversionListeners = new Set<AdConversionListener>();

/** Whatever the client: the ad platforms want conversions with or without Segment. */
export const onAdConversion = (listener: AdConversionListener): (() => void) => {
  adConversionListeners.add(listener);
  return () => adConversionListeners.delete(listener);
};

export const track = <Event extends AnalyticsEvent>(
  event: Event,
  payload: AnalyticsEvents[Event],
): void => {
  client.track(event, payload);
  if (event === 'ad_conversion') {
    for (const listener of adConversionListeners) {
      listener(payload as AnalyticsEvents['ad_conversion']);
    }
  }
};
