/**
 * The one analytics interface of the site: `track(event, payload)` with a typed map of every
 * event. It records nothing until an analytics client is plugged in with `setAnalyticsClient`
 * (the browser runtime plugs in Segment when it is configured, see ./start.ts); callers never
 * need to change when one is. Ad conversions also go to their listeners (`onAdConversion`).
 */

/** Where on the site something happened (spec section 3: the analytics event payload). */
export interface SectionPayload {
  /** The page's path. */
  section_page: string;
  /** The accessible name of the page region it happened in ("Header", a section's heading). */
  section_name: string;
}

/** Every tracked event and its payload. */
export interface AnalyticsEvents {
  /** A blog search ran (3 characters or more). */
  blog_search: { query: string; page: number };
  /** A blog search was asked for with fewer than the minimum characters. */
  blog_search_too_short: { query: string };
  /** A blog search answered with results. */
  blog_search_results: { query: string; page: number; total: number };
  /** A blog search answered with no results. */
  blog_search_no_results: { query: string };
  /** The search index could not be loaded or queried. */
  blog_search_error: { query: string; message: string };
  /** A visitor followed a search result. */
  blog_search_result_click: { query: string; url: string; position: number };

  // Book-a-call (src/components/booking): each step shown, then the meeting scheduled.
  /** The booking flow showed a step; `where` is the dialog or the embeddable frame. */
  book_call_step: { step: 'details' | 'day' | 'time' | 'confirmation'; where: 'dialog' | 'frame' };
  /** A call was booked: its local day and time, the visitor's time zone and the instant. */
  meeting_scheduling: {
    date: string;
    time: string;
    timeZone: string;
    startsAt: string;
    where: 'dialog' | 'frame';
  };

  /**
   * A button, or a link styled as one, was clicked (sent by ./button-clicks.ts for every one).
   * Book a Call, Book a Discovery Call and Get Started For Free become their own events.
   */
  button_click: SectionPayload & { button_text: string };
  /** A form was sent and the submission service confirmed it. */
  form_submitted: SectionPayload & { form_name: string };
  /** The contact form was sent and confirmed. */
  contact_form_submitted: SectionPayload;
  /**
   * A visitor signed up, and one logged in: both happen in the client application (spec
   * section 1), which sends them; this site has no such moment and never does. Declared here so
   * the event names and payloads of the whole product are in one map (docs/analytics.md).
   */
  signed_up: { user_type: string };
  user_logged_in: { user_type: string };
  /**
   * An ad conversion: a confirmed form submission or a booked call. Reported in USD, with a
   * value of 1 unless one is given.
   */
  ad_conversion: { conversion: string; value?: number };
}

export type AnalyticsEvent = keyof AnalyticsEvents;

export interface AnalyticsClient {
  track: <Event extends AnalyticsEvent>(event: Event, payload: AnalyticsEvents[Event]) => void;
}

/** Records nothing. */
export const noopAnalytics: AnalyticsClient = { track: () => undefined };

let client: AnalyticsClient = noopAnalytics;

/** Replaces the client (the site's analytics client, or a test's). Returns the previous one. */
export const setAnalyticsClient = (next: AnalyticsClient): AnalyticsClient => {
  const previous = client;
  client = next;
  return previous;
};

type AdConversionListener = (payload: AnalyticsEvents['ad_conversion']) => void;

const adConversionListeners = new Set<AdConversionListener>();

/**
 * Calls `listener` with every ad conversion tracked from now on, whatever the client: the ad
 * platforms (the tag manager, the pixel) want them with or without Segment. Returns the undo.
 */
export const onAdConversion = (listener: AdConversionListener): (() => void) => {
  adConversionListeners.add(listener);
  return () => adConversionListeners.delete(listener);
};

/** Tracks an event through the current client (and an ad conversion to its listeners). */
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
