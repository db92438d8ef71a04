/** The auth state of spec section 3 and its derived values, as one immutable snapshot. */

export type ProfileType = 'freelancer' | 'client';

export interface SessionUser {
  email: string;
}

export interface ActiveProfile {
  id: string;
  firstName: string;
  lastName: string;
  type: ProfileType | null;
  subscription: { package: { tier?: number } };
  stats: { unique_hires_count?: number; unique_active_hires?: number };
}

export interface AuthState {
  user: SessionUser | null;
  activeProfile: ActiveProfile | null;
}

/** `idle` in the server and first browser render, so both match; `ready` until the next load. */
export type SessionStatus = 'idle' | 'restoring' | 'ready';

export interface SessionSnapshot extends AuthState {
  status: SessionStatus;
  profileId: string;
  loggedIn: boolean;
  isFreelancer: boolean;
  isClient: boolean;
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

export const INITIAL_SESSION = sessionSnapshot(ANONYMOUS, 'idle');
