/**
 * The one analytics interface of the site: `track(event, payload)` with a typed map of every
 * event. It records nothing until an analytics client is plugged in with `setAnalyticsClient`;
 * callers never need to change when one is.
 */

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
  /** A form of the site was sent and the server has it. */
  form_submitted: { form: string; path: string };
  /** A form in which the visitor asks to be contacted (demo, contact) was sent. */
  contact_form_submitted: { form: string; path: string };
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

/** Tracks an event through the current client. */
export const track = <Event extends AnalyticsEvent>(
  event: Event,
  payload: AnalyticsEvents[Event],
): void => client.track(event, payload);
