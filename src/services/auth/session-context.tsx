/**
 * The visitor's auth state as the views read it. Until the auth runtime restores a session
 * in the browser, every visitor is anonymous, which is also what the server render shows, so
 * hydration never mismatches.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface ActiveProfile {
  id: string;
  firstName: string;
  lastName: string;
  type: 'freelancer' | 'client';
}

export interface AuthState {
  user: { email: string } | null;
  activeProfile: ActiveProfile | null;
}

export const ANONYMOUS: AuthState = { user: null, activeProfile: null };

const SessionContext = createContext<AuthState>(ANONYMOUS);

export const SessionProvider = ({ value, children }: { value: AuthState; children: ReactNode }) => (
  <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
);

/** Derived facts the views need: a visitor is logged in when a user is present. */
export const useSession = () => {
  const state = useContext(SessionContext);
  return {
    ...state,
    loggedIn: state.user !== null,
    isFreelancer: state.activeProfile?.type === 'freelancer',
    isClient: state.activeProfile?.type === 'client',
  };
};
