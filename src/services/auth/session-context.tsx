/**
 * The visitor's session as the views read it. The site does not restore sessions in the
 * browser yet, so every visitor is anonymous; that is also what the server render shows, so
 * hydration never mismatches. Views call `useSession` and need not change when sessions come.
 */

export interface Session {
  /** A visitor is logged in when the client application has a session for them. */
  loggedIn: boolean;
}

const ANONYMOUS: Session = { loggedIn: false };

export const useSession = (): Session => ANONYMOUS;
