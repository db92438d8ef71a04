/** Cookie consent (spec sections 3, 4 and 9); framework free, as the script gate reads it too. */
import { COOKIE_CONSENT } from '../../lib/site-config';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import type { ConsentCategory } from '../third-parties/registry';

export type { ConsentCategory } from '../third-parties/registry';

export type OptionalCategory = (typeof COOKIE_CONSENT.optionalCategories)[number];

export interface ConsentState {
  decided: boolean;
  granted: ReadonlySet<ConsentCategory>;
}

export interface ConsentStorage {
  read: () => readonly OptionalCategory[] | undefined;
  write: (granted: readonly OptionalCategory[]) => void;
}

export type ConsentListener = (granted: ReadonlySet<ConsentCategory>) => void;

export interface Consent extends ReadableStore<ConsentState> {
  hasConsent: (category: ConsentCategory) => boolean;
  whenConsented: (category: ConsentCategory) => Promise<void>;
  onConsentChange: (listener: ConsentListener) => () => void;
  acceptAll: () => void;
  rejectAll: () => void;
  acceptSelected: (categories: Iterable<OptionalCategory>) => void;
  /** Counts as a choice, like the banner's (the /chat page's button). */
  grant: (category: OptionalCategory) => void;
}

const grantedSet = (optional: Iterable<OptionalCategory>): ReadonlySet<ConsentCategory> =>
  new Set<ConsentCategory>(['necessary', ...optional]);

const sameSet = (a: ReadonlySet<ConsentCategory>, b: ReadonlySet<ConsentCategory>) =>
  a.size === b.size && [...a].every((category) => b.has(category));

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
    // An unchanged choice runs no listener, but a first one must: the banner closes on it.
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
