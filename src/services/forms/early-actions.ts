/**
 * Forms whose code comes when the visitor reaches for them (`onIntent`,
 * src/components/ui/on-intent.tsx). The server's HTML of such a form sits in a box marked
 * AWAITS_CODE until React handles it; meanwhile the form is inert where it needs code (the phone
 * country list) and a submit would go to the server's form: past the rules, to Netlify's own
 * page. From the first render of such a box on (its module is in the page's own code, so pages
 * without one carry none of this), this notices the visitor reaching into it (a pointer over
 * it, the focus or typing in it), which starts the fetch, and holds the last submit of its form
 * or click on one of its controls, for the box to repeat once React handles it.
 */

/** The attribute of a box whose server HTML waits for its code. */
export const AWAITS_CODE = 'data-awaits-code';

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;
/** Controls that do nothing without code (a submit button's click goes on to the submit event). */
const SCRIPTED_CONTROL = 'button[type="button"], [role="button"], [role="combobox"]';

const waitingBox = (event: Event): Element | null =>
  event.target instanceof Element ? event.target.closest(`[${AWAITS_CODE}]`) : null;

/** What a held action repeats: the form for a submit, or the control clicked. */
export type HeldAction = HTMLFormElement | HTMLElement;

export interface EarlyActionWatch {
  /** Resolves once the visitor has reached into a box that waits for its code. */
  reached: Promise<void>;
  /** The last action held in `box`, answered once. */
  takeHeldAction: (box: Element) => HeldAction | undefined;
}

/** Starts watching `doc`. */
export const watchEarlyActions = (doc: Document): EarlyActionWatch => {
  const held = new WeakMap<Element, HeldAction>();
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const onIntent = (event: Event) => {
    if (!waitingBox(event)) return;
    reach();
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
  };
  const hold = (event: Event, box: Element, action: HeldAction) => {
    event.preventDefault();
    held.set(box, action);
    reach();
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
  // The focus may already be in a form: a visitor who tapped a field while the code that
  // starts this watch was on its way.
  if (doc.activeElement?.closest(`[${AWAITS_CODE}]`)) reach();
  doc.addEventListener(
    'submit',
    (event) => {
      const box = waitingBox(event);
      if (box && event.target instanceof HTMLFormElement) hold(event, box, event.target);
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const box = waitingBox(event);
      const control = (event.target as Element).closest<HTMLElement>(SCRIPTED_CONTROL);
      if (box && control) hold(event, box, control);
    },
    true,
  );
  return {
    reached,
    takeHeldAction: (box) => {
      const action = held.get(box);
      held.delete(box);
      return action;
    },
  };
};

let pageWatch: EarlyActionWatch | undefined;

/** On the server there is no page to watch, and code loads at once. */
const SERVER_RENDER: EarlyActionWatch = {
  reached: Promise.resolve(),
  takeHeldAction: () => undefined,
};

/**
 * The page's watch, started by the first call: a page with a form that awaits its code calls
 * this from its render.
 */
export const watchPageEarlyActions = (): EarlyActionWatch => {
  if (typeof document === 'undefined') return SERVER_RENDER;
  pageWatch ??= watchEarlyActions(document);
  return pageWatch;
};
