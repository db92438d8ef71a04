/**
 * Site forms fetch their code when the visitor reaches for one (SiteFormOnIntent). Until React
 * handles a form, its server HTML is inert where it needs code (the phone country button) and
 * would post itself on a submit: past the rules, to Netlify's own page. From client entry on,
 * this notices the visitor reaching for such a form (a pointer over it, the focus or typing in
 * it), which starts the fetch, and holds the last submit of it or click on one of its controls,
 * for the form to repeat once React handles it.
 */

/** A site form (a Netlify form of the server's HTML) that React does not handle yet. */
const PENDING_FORM = 'form[data-netlify]:not([data-interactive])';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'input'] as const;
/** Controls that do nothing without code (a submit button's click goes on to the submit event). */
const SCRIPTED_CONTROL = 'button[type="button"], [role="button"], [role="combobox"]';

const pendingForm = (event: Event): HTMLFormElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLFormElement>(PENDING_FORM) : null;

/** What a held action repeats: the form for a submit, or the control clicked. */
export type HeldAction = HTMLFormElement | HTMLElement;

export interface SiteFormWatch {
  /** Resolves once the visitor has reached for a site form. */
  reached: Promise<void>;
  /** The last action held on `form`, answered once. */
  takeHeldAction: (form: HTMLFormElement) => HeldAction | undefined;
}

/** Starts watching `doc`'s site forms. */
export const watchSiteForms = (doc: Document): SiteFormWatch => {
  const held = new WeakMap<HTMLFormElement, HeldAction>();
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const onIntent = (event: Event) => {
    if (!pendingForm(event)) return;
    reach();
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true);
  };
  const hold = (event: Event, form: HTMLFormElement, action: HeldAction) => {
    event.preventDefault();
    held.set(form, action);
    reach();
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, true);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = pendingForm(event);
      if (form) hold(event, form, form);
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const form = pendingForm(event);
      const control = (event.target as Element).closest<HTMLElement>(SCRIPTED_CONTROL);
      if (form && control) hold(event, form, control);
    },
    true,
  );
  return {
    reached,
    takeHeldAction: (form) => {
      const action = held.get(form);
      held.delete(form);
      return action;
    },
  };
};

let pageWatch: SiteFormWatch | undefined;

/** Watches the page's site forms from now on (client entry). */
export const watchPageSiteForms = (): void => {
  pageWatch ??= watchSiteForms(document);
};

/** The page's watch; where nothing watches (no client entry), forms load at once. */
export const pageSiteForms = (): SiteFormWatch =>
  pageWatch ?? { reached: Promise.resolve(), takeHeldAction: () => undefined };
