/** The one place that knows Segment's event names (spec section 7). */
import { TRACKED_BUTTON_TEXTS } from '../../lib/config/analytics';
import type { AnalyticsEvent, AnalyticsEvents } from '.';
import { adConversion } from './ad-conversion';

export type SegmentProperties = Record<string, string | number>;

export interface SegmentEvent {
  name: string;
  properties: SegmentProperties;
}

export const SEGMENT_EVENT_NAMES = {
  blog_search: 'Blog Search',
  blog_search_too_short: 'Blog Search Too Short',
  blog_search_results: 'Blog Search Results',
  blog_search_no_results: 'Blog Search No Results',
  blog_search_error: 'Blog Search Error',
  blog_search_result_click: 'Blog Search Result Clicked',
  form_submitted: 'Form Submitted',
  contact_form_submitted: 'Contact Form Submitted',
  meeting_scheduling: 'Meeting Scheduled',
  signed_up: 'Signed Up',
  user_logged_in: 'User Logged In',
  book_call_step: 'Book a Call Step Viewed',
  ad_conversion: 'Ad Conversion',
  web_vital: 'Web Vital Measured',
} as const satisfies Record<Exclude<AnalyticsEvent, 'button_click'>, string>;

export const BUTTON_EVENT_NAMES = {
  bookCall: 'Book a Call Clicked',
  getStarted: 'Get Started Clicked',
  other: 'Button Clicked',
} as const;

/** Editors type the texts, so case and spacing are ignored. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

const buttonEventName = (text: string): string => {
  const clicked = normalise(text);
  const is = (texts: readonly string[]) =>
    texts.some((candidate) => normalise(candidate) === clicked);
  if (is(TRACKED_BUTTON_TEXTS.bookCall)) return BUTTON_EVENT_NAMES.bookCall;
  if (is(TRACKED_BUTTON_TEXTS.getStarted)) return BUTTON_EVENT_NAMES.getStarted;
  return BUTTON_EVENT_NAMES.other;
};

export const segmentEvent = <Event extends AnalyticsEvent>(
  event: Event,
  payload: AnalyticsEvents[Event],
): SegmentEvent => {
  if (event === 'button_click') {
    const click = payload as AnalyticsEvents['button_click'];
    return { name: buttonEventName(click.button_text), properties: { ...click } };
  }
  if (event === 'ad_conversion') {
    return {
      name: SEGMENT_EVENT_NAMES.ad_conversion,
      properties: { ...adConversion(payload as AnalyticsEvents['ad_conversion']) },
    };
  }
  return {
    name: SEGMENT_EVENT_NAMES[event as Exclude<AnalyticsEvent, 'button_click'>],
    properties: { ...(payload as SegmentProperties) },
  };
};
