/**
 * A session store whose state the test sets: views read it through the real SessionProvider
 * and useSession, without cookies or a main API.
 */
import { createExternalStore } from '../../../src/lib/external-store';
import {
  ANONYMOUS,
  sessionSnapshot,
  type ActiveProfile,
  type AuthState,
} from '../../../src/services/session/session-state';
import type { SessionStore } from '../../../src/services/session/session-store';

export interface FakeSession extends SessionStore {
  /** Ends the restore with this state, as the real store does after the session answer. */
  restore: (state: AuthState) => void;
}

export const createFakeSession = (): FakeSession => {
  const store = createExternalStore(sessionSnapshot(ANONYMOUS, 'idle'));
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => Promise.resolve(),
    restore: (state) => store.set(sessionSnapshot(state, 'ready')),
  };
};

/** A logged-in client whose subscription package has `tier` (none: the default). */
export const clientWithTier = (tier?: number): AuthState => {
  const profile: ActiveProfile = {
    id: '7',
    firstName: 'Grace',
    lastName: 'Hopper',
    type: 'client',
    subscription: { package: { tier } },
    stats: {},
  };
  return { user: { email: 'grace@example.com' }, activeProfile: profile };
};
