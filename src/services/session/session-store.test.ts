/**
 * The session restore against a loopback main API, with the tokens in cookies as the browser
 * keeps them.
 */
import { MAIN_API } from '../../lib/site-config';
import { createApiClient } from '../api/client';
import {
  SESSION_PROFILE,
  SESSION_PROFILE_ID,
  SESSION_USER,
  startFakeMainApi,
  type FakeMainApi,
} from '../../../tests/support/runtime/fake-main-api';
import { createFakeCookieJar } from '../../../tests/support/runtime/fake-cookie-jar';
import type { SessionStatus } from './session-state';
import { sessionStoreOn } from '../../../tests/support/runtime/session-store-on';
import { createSessionStore } from './session-store';
import { createCookieTokenStore } from './token-cookies';

const SESSION = MAIN_API.endpoints.session;
const REFRESH = MAIN_API.endpoints.refreshToken;
const BOTH_TOKENS = { 'auth.token.access': 'Bearer%20access-1', 'auth.token.refresh': 'refresh-1' };
/** BOTH_TOKENS as the jar's cookie string: untouched. */
const KEPT = 'auth.token.access=Bearer%20access-1; auth.token.refresh=refresh-1';
const CLEARED = [
  'auth.token.access=; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax',
  'auth.token.refresh=; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax',
];

let api: FakeMainApi;
beforeEach(async () => {
  api = await startFakeMainApi();
});
afterEach(() => api.close());

const sessionWith = (
  cookies: Record<string, string>,
  { withApi = true, fetch }: { withApi?: boolean; fetch?: typeof globalThis.fetch } = {},
) => {
  const jar = createFakeCookieJar(cookies);
  const tokens = createCookieTokenStore(jar, { domain: '.example.com', path: '/', secure: false });
  const client = createApiClient({ baseUrl: api.baseUrl, tokens, fetch });
  return {
    jar,
    session: sessionStoreOn(withApi ? client : null, tokens),
  };
};

const anonymousReady = {
  status: 'ready',
  user: null,
  activeProfile: null,
  profileId: '',
  loggedIn: false,
  isFreelancer: false,
  isClient: false,
  currentTier: 0,
  numberOfHires: 0,
  activeHires: 0,
};

describe('the session on start', () => {
  it('with both tokens, fetches the session: user, active profile and derived values', async () => {
    const { session } = sessionWith(BOTH_TOKENS);
    const statuses: SessionStatus[] = [session.getSnapshot().status];
    session.subscribe(() => statuses.push(session.getSnapshot().status));

    await session.start();

    expect(statuses).toEqual(['idle', 'restoring', 'ready']);
    expect(session.getSnapshot()).toEqual({
      status: 'ready',
      user: SESSION_USER,
      activeProfile: { id: SESSION_PROFILE_ID, ...SESSION_PROFILE },
      profileId: SESSION_PROFILE_ID,
      loggedIn: true,
      isFreelancer: false,
      isClient: true,
      currentTier: 2,
      numberOfHires: 7,
      activeHires: 3,
    });
    expect(api.requestsTo(SESSION)[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it.each([
    [
      'a freelancer without subscription or stats',
      { firstName: 'Grace', lastName: 'Hopper', type: 'freelancer' },
      { isFreelancer: true, isClient: false, currentTier: 0, numberOfHires: 0, activeHires: 0 },
    ],
    [
      'a profile of a type the spec does not know',
      { type: 'agency', stats: { unique_hires_count: 1 } },
      { isFreelancer: false, isClient: false, numberOfHires: 1, activeHires: 0 },
    ],
  ])('derives the defaults for %s', async (_name, profile, derived) => {
    api.setProfile(profile);
    const { session } = sessionWith(BOTH_TOKENS);
    await session.start();
    expect(session.getSnapshot()).toMatchObject({
      loggedIn: true,
      profileId: SESSION_PROFILE_ID,
      ...derived,
    });
  });

  it('a user without an active profile is logged in, with an empty profile id', async () => {
    api.setProfile(null);
    const { session } = sessionWith(BOTH_TOKENS);
    await session.start();
    expect(session.getSnapshot()).toEqual({
      ...anonymousReady,
      user: SESSION_USER,
      loggedIn: true,
    });
  });

  it.each([
    ['the refresh token', { 'auth.token.access': 'Bearer%20access-1' }],
    ['the access token', { 'auth.token.refresh': 'refresh-1' }],
  ])('with %s missing, clears both cookies and asks nothing', async (_missing, cookies) => {
    const { jar, session } = sessionWith(cookies);
    await session.start();
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(jar.writes).toEqual(CLEARED);
    expect(jar.names()).toEqual([]);
    expect(api.log).toEqual([]);
  });

  const refreshAnswering = (status: number) => () => {
    api.expireAccessToken();
    api.override(REFRESH, { status });
  };

  it.each([
    ['the session request answers 500', () => api.override(SESSION, { status: 500 })],
    [
      'the session answer has no user',
      () => api.override(SESSION, { status: 200, body: { meta: {} } }),
    ],
    ['the refresh answers 500', refreshAnswering(500)],
    ['the refresh answers 503', refreshAnswering(503)],
  ])('when %s, shows the anonymous state and keeps both cookies', async (_how, fail) => {
    fail();
    const { jar, session } = sessionWith(BOTH_TOKENS);
    await session.start();
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(jar.writes).toEqual([]);
    expect(jar.cookie).toBe(KEPT);
  });

  it('when the refresh answers an HTML page with 200, keeps both cookies', async () => {
    api.expireAccessToken();
    const refreshes: string[] = [];
    const htmlForRefresh: typeof fetch = async (input, init) => {
      if (!String(input).endsWith(REFRESH)) return fetch(input, init);
      refreshes.push(String(input));
      return new Response('<!doctype html><title>Down for maintenance</title>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    };
    const { jar, session } = sessionWith(BOTH_TOKENS, { fetch: htmlForRefresh });
    await session.start();
    expect(refreshes).toHaveLength(1);
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(jar.writes).toEqual([]);
    expect(jar.cookie).toBe(KEPT);
  });

  it('when the refresh takes longer than the timeout, keeps both cookies', async () => {
    api.expireAccessToken();
    api.override(REFRESH, () => new Promise<never>(() => undefined));
    const { jar, session } = sessionWith(BOTH_TOKENS);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const started = session.start();
      while (api.requestsTo(REFRESH).length === 0) await new Promise(setImmediate);
      await jest.advanceTimersByTimeAsync(MAIN_API.timeoutMs);
      await started;
    } finally {
      jest.useRealTimers();
    }
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(jar.writes).toEqual([]);
    expect(jar.cookie).toBe(KEPT);
  });

  it.each([401, 400])(
    'when the refresh is refused (%s), clears both cookies and the user',
    async (status) => {
      api.expireAccessToken();
      api.override(REFRESH, { status });
      const { jar, session } = sessionWith(BOTH_TOKENS);
      await session.start();
      expect(session.getSnapshot()).toEqual(anonymousReady);
      expect(jar.writes).toEqual(CLEARED);
      expect(jar.names()).toEqual([]);
    },
  );

  it('answered 401, refreshes the tokens into the cookies and restores the session', async () => {
    api.expireAccessToken();
    const { jar, session } = sessionWith(BOTH_TOKENS);
    await session.start();
    expect(session.getSnapshot().loggedIn).toBe(true);
    expect(jar.cookie).toBe('auth.token.access=Bearer%20access-2; auth.token.refresh=refresh-2');
    expect(api.requestsTo(SESSION)).toHaveLength(2);
  });

  it('restores once, however often it is started', async () => {
    const { session } = sessionWith(BOTH_TOKENS);
    await Promise.all([session.start(), session.start()]);
    await session.start();
    expect(api.requestsTo(SESSION)).toHaveLength(1);
  });

  it('when the API client does not load, stays anonymous, keeps the tokens and reports it', async () => {
    const jar = createFakeCookieJar(BOTH_TOKENS);
    const tokens = createCookieTokenStore(jar, {
      domain: '.example.com',
      path: '/',
      secure: false,
    });
    const chunkError = Object.assign(new Error('Loading chunk main-api failed.'), {
      name: 'ChunkLoadError',
    });
    const onLoadError = jest.fn();
    const session = createSessionStore({
      storedTokens: () => tokens.read(),
      loadRestore: () => Promise.reject(chunkError),
      onLoadError,
    });

    await session.start();

    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(onLoadError).toHaveBeenCalledWith(chunkError);
    expect(tokens.read()).toEqual({ access: 'Bearer access-1', refresh: 'refresh-1' });
    expect(api.log).toEqual([]);
  });

  it('with no token stored, is anonymous at once and loads nothing of the restore', async () => {
    const tokens = createCookieTokenStore(createFakeCookieJar({ other: 'x' }), {
      domain: null,
      path: '/',
      secure: false,
    });
    const loadRestore = jest.fn(() => Promise.reject(new Error('not to be loaded')));
    const session = createSessionStore({ storedTokens: () => tokens.read(), loadRestore });
    const statuses: SessionStatus[] = [];
    session.subscribe(() => statuses.push(session.getSnapshot().status));

    await session.start();

    expect(statuses).toEqual(['ready']);
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(loadRestore).not.toHaveBeenCalled();
  });

  it('with no main API configured, stays anonymous and leaves the cookies alone', async () => {
    const { jar, session } = sessionWith(BOTH_TOKENS, { withApi: false });
    await session.start();
    expect(session.getSnapshot()).toEqual(anonymousReady);
    expect(jar.writes).toEqual([]);
    expect(api.log).toEqual([]);
  });
});
