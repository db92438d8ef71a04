/**
 * The visitor's cookie consent (spec sections 3, 4 and 9): which optional categories are
 * granted, and whether the visitor has chosen at all. `necessary` is always granted. Framework
 * free: the banner, the script gate and Google Consent Mode all read and follow this store.
 */
import { COOKIE_CONSENT } from '../../lib/site-config';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import type { ConsentCategory } from '../third-parties/registry';

export type { ConsentCategory } from '../third-parties/registry';

/** A category the visitor may grant or refuse. */
export type OptionalCategory = (typeof COOKIE_CONSENT.optionalCategories)[number];

export interface ConsentState {
  /** False until the visitor chooses (the banner shows); true after any choice. */
  decided: boolean;
  /** Always holds `necessary`. */
  granted: ReadonlySet<ConsentCategory>;
}

/** Where the choice is kept between visits: a cookie in the browser, memory in tests. */
export interface ConsentStorage {
  /** The stored optional categories, or undefined when the visitor has not chosen. */
  read: () => readonly OptionalCategory[] | undefined;
  write: (granted: readonly OptionalCategory[]) => void;
}

export type ConsentListener = (granted: ReadonlySet<ConsentCategory>) => void;

export interface Consent extends ReadableStore<ConsentState> {
  hasConsent: (category: ConsentCategory) => boolean;
  /** Resolves once the category is granted; at once for `necessary` or one granted already. */
  whenConsented: (category: ConsentCategory) => Promise<void>;
  /** Calls `listener` with the granted categories each time they change. */
  onConsentChange: (listener: ConsentListener) => () => void;
  acceptAll: () => void;
  rejectAll: () => void;
  /** Grants exactly these optional categories and refuses the others. */
  acceptSelected: (categories: Iterable<OptionalCategory>) => void;
  /**
   * Grants one more category and keeps the others as they are: a choice like the banner's
   * (the /chat page's button for the chat).
   */
  grant: (category: OptionalCategory) => void;
}

const grantedSet = (optional: Iterable<OptionalCategory>): ReadonlySet<ConsentCategory> =>
  new Set<ConsentCategory>(['necessary', ...optional]);

const sameSet = (a: ReadonlySet<ConsentCategory>, b: ReadonlySet<ConsentCategory>) =>
  a.size === b.size && [...a].every((category) => b.has(category));

/** Keeps the choice in memory only: the server render and tests. */
export const memoryConsentStorage = (): ConsentStorage => {
  let stored: readonly OptionalCategory[] | undefined;
  return { read: () => stored, write: (granted) => (stored = granted) };
};

export const createConsent = (storage: ConsentStorage = memoryConsentStorage()): Consent => {
  const restored = storage.read();
  const store = createExternalStore<ConsentState>({
    decided: restored !== undefined,
    granted: grantedSet(restored ?? []),
  });

  const hasConsent = (category: ConsentCategory) => store.getSnapshot().granted.has(category);

  const choose = (optional: Iterable<OptionalCategory>) => {
    const known = COOKIE_CONSENT.optionalCategories.filter((category) =>
      new Set(optional).has(category),
    );
    storage.write(known);
    const previous = store.getSnapshot();
    const granted = grantedSet(known);
    // A choice that changes nothing keeps the same state object, so no listener runs; a
    // first choice always becomes a new state, as the banner closes on it.
    if (previous.decided && sameSet(previous.granted, granted)) return;
    store.set({ decided: true, granted });
  };

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    hasConsent,
    whenConsented: (category) =>
      hasConsent(category)
        ? Promise.resolve()
        : new Promise((resolve) => {
            const unsubscribe = store.subscribe(() => {
              if (!hasConsent(category)) return;
              unsubscribe();
              resolve();
            });
          }),
    onConsentChange: (listener) => {
      let last = store.getSnapshot().granted;
      return store.subscribe(() => {
        const { granted } = store.getSnapshot();
        if (sameSet(last, granted)) return;
        last = granted;
        listener(granted);
      });
    },
    acceptAll: () => choose(COOKIE_CONSENT.optionalCategories),
    rejectAll: () => choose([]),
    acceptSelected: choose,
    grant: (category) =>
      choose([
        ...COOKIE_CONSENT.optionalCategories.filter((granted) => hasConsent(granted)),
        category,
      ]),
  };
};
