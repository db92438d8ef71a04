/** Clicks made while the analytics chunk loads after hydration, kept so they are still reported. */

const BUTTON_SELECTOR = 'button, [role="button"], [data-button]';

export const clickedButton = (event: Event): Element | null =>
  event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;

export interface HeldClick {
  button: Element;
  path: string;
}

/** Not given by the spec. */
const HELD_LIMIT = 20;

let release: (() => HeldClick[]) | null = null;

export const holdClicksForAnalytics = (doc: Document = document): void => {
  if (release) return;
  const held: HeldClick[] = [];
  const hold = (event: Event) => {
    const button = clickedButton(event);
    if (!button) return;
    held.push({ button, path: doc.location.pathname });
    if (held.length > HELD_LIMIT) held.shift();
  };
  // The capture phase sees clicks a component stops.
  doc.addEventListener('click', hold, true);
  release = () => {
    doc.removeEventListener('click', hold, true);
    release = null;
    return held;
  };
};

export const takeHeldClicks = (): HeldClick[] => release?.() ?? [];
