/**
 * What of the consent interface is open: nothing, the banner (no choice yet) or the
 * preferences dialog (from the banner's Customize or the footer's Cookie settings). Tiny and
 * framework free, so the footer and the bootstrap use it without loading the interface itself.
 */
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import type { Consent } from './consent-store';

export type ConsentView = 'closed' | 'banner' | 'preferences';

export interface ConsentViewStore extends ReadableStore<ConsentView> {
  /** Shows the banner if the visitor has not chosen yet. */
  askIfUndecided: () => void;
  openPreferences: () => void;
  /** Closes what is open; the banner returns while there is still no choice. */
  close: () => void;
}

/** `asks: false` never shows the banner (a frame, whose host page asks its visitor). */
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
