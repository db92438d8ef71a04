/**
 * The auth state of spec section 3 and the values derived from it, as one immutable
 * snapshot the views read. Parsing the session answer lives here too: only the fields the
 * spec names are kept, each checked, so a surprising answer cannot break a view.
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

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const parseProfile = (value: unknown): ActiveProfile | null => {
  const profile = record(value);
  const id = profile?.id;
  if (!profile || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const stats = record(profile.stats);
  return {
    id: String(id),
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    type: profile.type === 'freelancer' || profile.type === 'client' ? profile.type : null,
    subscription: {
      package: { tier: count(record(record(profile.subscription)?.package)?.tier) },
    },
    stats: {
      unique_hires_count: count(stats?.unique_hires_count),
      unique_active_hires: count(stats?.unique_active_hires),
    },
  };
};

/**
 * The auth state in the deserialised answer of GET /auth/session (spec section 7: `user`
 * and `userProfile.profile`). Throws when the answer has no user with an e-mail.
 */
export const parseSessionAnswer = (answer: unknown): AuthState => {
  const session = record(answer);
  const email = record(session?.user)?.email;
  if (typeof email !== 'string') throw new Error('The session answer has no user');
  return {
    user: { email },
    activeProfile: parseProfile(record(session?.userProfile)?.profile),
  };
};
