/**
 * The auth state of spec section 3 and the values derived from it, as one immutable
 * snapshot the views read. The session answer is read in ./session-answer.ts.
 */

export type ProfileType = 'freelancer' | 'client';

export interface SessionUser {
  email: string;
}

export interface ActiveProfile {
  id: string;
  firstName: string;
  lastName: string;
  /** null when the API sends a type the spec does not know. */
  type: ProfileType | null;
  subscription: { package: { tier?: number } };
  stats: { unique_hires_count?: number; unique_active_hires?: number };
}

export interface AuthState {
  user: SessionUser | null;
  activeProfile: ActiveProfile | null;
}

/**
 * - `idle`: nothing read yet (the server render, and the first browser render, so both match).
 * - `restoring`: the session is being fetched.
 * - `ready`: the state is what it will stay until the next page load.
 */
export type SessionStatus = 'idle' | 'restoring' | 'ready';

export interface SessionSnapshot extends AuthState {
  status: SessionStatus;
  /** The active profile's id, empty when there is none. */
  profileId: string;
  loggedIn: boolean;
  isFreelancer: boolean;
  isClient: boolean;
  /** The subscription package tier, 0 by default. */
  currentTier: number;
  numberOfHires: number;
  activeHires: number;
}

export const ANONYMOUS: AuthState = { user: null, activeProfile: null };

export const sessionSnapshot = (
  { user, activeProfile }: AuthState,
  status: SessionStatus,
): SessionSnapshot => ({
  status,
  user,
  activeProfile,
  profileId: activeProfile?.id ?? '',
  loggedIn: user !== null,
  isFreelancer: activeProfile?.type === 'freelancer',
  isClient: activeProfile?.type === 'client',
  currentTier: activeProfile?.subscription.package.tier ?? 0,
  numberOfHires: activeProfile?.stats.unique_hires_count ?? 0,
  activeHires: activeProfile?.stats.unique_active_hires ?? 0,
});

/** What every page shows before the browser has read the cookies. */
export const INITIAL_SESSION = sessionSnapshot(ANONYMOUS, 'idle');
