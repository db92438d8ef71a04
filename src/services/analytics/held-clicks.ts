/**
 * Button clicks made before analytics has started, kept for it. Analytics comes with the
 * browser runtime's own chunk, fetched once the page has hydrated (src/services/deferred-runtime):
 * a button clicked while that chunk is on its way would otherwise never be reported. Kept here,
 * in the first load, is only the button and the page it was on; what the event says is worked
 * out when analytics starts (./button-clicks.ts).
 */

/** What counts as a button: real buttons, and links styled as one (ButtonLink's data-button). */
const BUTTON_SELECTOR = 'button, [role="button"], [data-button]';

/** The button a click was on, if it was on one. */
export const clickedButton = (event: Event): Element | null =>
  event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;

export interface HeldClick {
  button: Element;
  /** The page's path when it was clicked. */
  path: string;
}

/** Not given by the spec: clicks kept until analytics starts, the oldest dropped past this. */
const HELD_LIMIT = 20;

let release: (() => HeldClick[]) | null = null;

/** Keeps the button clicks on `doc` from now on until `takeHeldClicks` (Segment is configured). */
export const holdClicksForAnalytics = (doc: Document = document): void => {
  if (release) return;
  const held: HeldClick[] = [];
  const hold = (event: Event) => {
    const button = clickedButton(event);
    if (!button) return;
    held.push({ button, path: doc.location.pathname });
    if (held.length > HELD_LIMIT) held.shift();
  };
  // The capture phase, as analytics' own listener: it sees clicks a component stops.
  doc.addEventListener('click', hold, true);
  release = () => {
    doc.removeEventListener('click', hold, true);
    release = null;
    return held;
  };
};

/** The clicks held so far, oldest first, and no more holding; none if nothing held them. */
export const takeHeldClicks = (): HeldClick[] => release?.() ?? [];
