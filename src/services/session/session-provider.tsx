/** The restore starts in an effect, so the first browser render matches the server's. */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { INITIAL_SESSION, type SessionSnapshot } from './session-state';
import type { SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

const noStore = {
  subscribe: () => () => undefined,
  getSnapshot: () => INITIAL_SESSION,
};

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

export const useSession = (): SessionSnapshot => {
  const store = useContext(SessionContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => INITIAL_SESSION);
};
