/** Keeps only the spec's fields, each checked, so a surprising answer cannot break a view. */
import { MAIN_API } from '../../lib/site-config';
import type { ApiClient } from '../api/client';
import type { ActiveProfile, AuthState } from './session-state';

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

/** Spec section 7; throws when the answer has no user with an e-mail. */
export const parseSessionAnswer = (answer: unknown): AuthState => {
  const session = record(answer);
  const email = record(session?.user)?.email;
  if (typeof email !== 'string') throw new Error('The session answer has no user');
  return {
    user: { email },
    activeProfile: parseProfile(record(session?.userProfile)?.profile),
  };
};

export const fetchSession = async (api: ApiClient): Promise<AuthState> =>
  parseSessionAnswer(await api.get(MAIN_API.endpoints.session));
