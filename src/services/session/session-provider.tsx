/**
 * The thin React binding of the session store. The server and the first browser render show
 * the anonymous state; the provider starts the restore in an effect, after hydration.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { INITIAL_SESSION, type SessionSnapshot } from './session-state';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

const noStore = {
  subscribe: () => () => undefined,
  getSnapshot: () => INITIAL_SESSION,
};

/** `store` is null where there is no browser session (the server render). */
export const SessionProvider = ({
  store,
  children,
}: {
  store: SessionStore | null;
  children: ReactNode;
}) => {
  useEffect(() => {
    void store?.start();
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
};

/** The session snapshot: the auth state and its derived values (spec section 3). */
export const useSession = (): SessionSnapshot => {
  const store = useContext(SessionContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => INITIAL_SESSION);
};
