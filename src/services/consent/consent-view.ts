/** Tiny and framework free, so the footer uses it without loading the consent interface. */
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import type { Consent } from './consent-store';

export type ConsentView = 'closed' | 'banner' | 'preferences';

export interface ConsentViewStore extends ReadableStore<ConsentView> {
  askIfUndecided: () => void;
  openPreferences: () => void;
  close: () => void;
}

/** `asks: false` in a frame, whose host page asks its visitor. */
export const createConsentView = (
  consent: Pick<Consent, 'getSnapshot'>,
  { asks = true }: { asks?: boolean } = {},
): ConsentViewStore => {
  const store = createExternalStore<ConsentView>('closed');
  const undecided = () => !consent.getSnapshot().decided;
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    askIfUndecided: () => {
      if (asks && undecided() && store.getSnapshot() === 'closed') store.set('banner');
    },
    openPreferences: () => store.set('preferences'),
    close: () => store.set(asks && undecided() ? 'banner' : 'closed'),
  };
};
