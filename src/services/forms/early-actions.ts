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
  /**
   * Resolves when no pointer button or key is held down, and the click that ends a press has
   * been dispatched: a moment when the elements of a form can be replaced without losing the
   * press under way (a click goes to the element both its down and its up were on).
   */
  idle: () => Promise<void>;
  /** The last action held in `box`, answered once. */
  takeHeldAction: (box: Element) => HeldAction | undefined;
}

/**
 * A touch's click comes after its pointerup, in a later task; when none comes (a drag, a
 * scroll) the press ends this long after the release.
 */
const CLICK_AFTER_RELEASE_MS = 300;

/** Which pointers and keys are down in `doc`, and a promise of the next moment none is. */
const watchPresses = (doc: Document) => {
  const down = new Set<string>();
  const waiting: (() => void)[] = [];
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const release = (press: string) => {
    clearTimeout(timers.get(press));
    timers.delete(press);
    if (!down.delete(press) || down.size > 0) return;
    // After the task: a click that a release dispatches (a key's) runs its handlers first.
    setTimeout(() => {
      if (down.size === 0) for (const resolve of waiting.splice(0)) resolve();
    }, 0);
  };
  const pointer = (event: Event) => `pointer ${(event as PointerEvent).pointerId}`;
  const listen = (type: string, handle: (event: Event) => void) =>
    doc.addEventListener(type, handle, true);
  listen('pointerdown', (event) => down.add(pointer(event)));
  listen('pointerup', (event) => {
    const press = pointer(event);
    timers.set(
      press,
      setTimeout(() => release(press), CLICK_AFTER_RELEASE_MS),
    );
  });
  listen('pointercancel', (event) => release(pointer(event)));
  // Whatever pointer it ends the press of: a click comes after every pointer is up.
  listen('click', () => {
    for (const press of [...down]) if (press.startsWith('pointer')) release(press);
  });
  listen('keydown', (event) => down.add(`key ${(event as KeyboardEvent).code}`));
  listen('keyup', (event) => release(`key ${(event as KeyboardEvent).code}`));
  // Keys and buttons released outside the page are never seen.
  doc.defaultView?.addEventListener('blur', () => {
    for (const press of [...down]) release(press);
  });
  return {
    idle: () =>
      down.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.push(resolve);
          }),
  };
};

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
  // The page's code checks the fields now: the browser's own checks, there for a page without
  // JavaScript, would stop a submit before it could be held.
  for (const form of doc.querySelectorAll<HTMLFormElement>(`[${AWAITS_CODE}] form`)) {
    form.noValidate = true;
  }
  const presses = watchPresses(doc);
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
    idle: presses.idle,
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
  idle: () => Promise.resolve(),
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
