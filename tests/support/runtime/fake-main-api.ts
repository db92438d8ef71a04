/**
 * Test support: a loopback HTTP server (127.0.0.1, a free port) that plays the main API the
 * way spec section 7 describes it, with the tokens it accepts, a log of every request, and
 * switches for the failures the tests script. Not part of the site.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAIN_API } from '../../../src/lib/site-config';

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** The profile and user the session answer carries. */
export const SESSION_USER = { email: 'ada@example.com' };
export const SESSION_PROFILE = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  type: 'client',
  subscription: { package: { tier: 2 } },
  stats: { unique_hires_count: 7, unique_active_hires: 3 },
};
export const SESSION_PROFILE_ID = '42';

const unauthorized: Answer = {
  status: 401,
  body: { errors: [{ status: '401', title: 'Unauthorized' }] },
};

/**
 * The session answer as a JSON:API document: a session whose `user` and `userProfile`
 * relationships are included, and the user profile's `profile` in turn.
 */
const sessionDocument = (profile: object | null) => ({
  data: {
    type: 'session',
    id: 'current',
    relationships: {
      user: { data: { type: 'user', id: '1' } },
      userProfile: { data: { type: 'user_profile', id: '1' } },
    },
  },
  included: [
    { type: 'user', id: '1', attributes: SESSION_USER },
    {
      type: 'user_profile',
      id: '1',
      relationships: {
        profile: { data: profile ? { type: 'profile', id: SESSION_PROFILE_ID } : null },
      },
    },
    ...(profile ? [{ type: 'profile', id: SESSION_PROFILE_ID, attributes: profile }] : []),
  ],
});

export type Override = (normal: () => Answer) => Promise<Answer>;

export interface FakeMainApi {
  /** The API base address for the client, e.g. http://127.0.0.1:41234/api/v1. */
  baseUrl: string;
  log: LoggedRequest[];
  /** Requests to one path. */
  requestsTo: (path: string) => LoggedRequest[];
  /** Makes this pair the only valid one; a refresh then issues `{access}-2`, `{refresh}-2`. */
  acceptTokens: (access: string, refresh: string) => void;
  /** Refuses the current access token with 401 until a refresh replaces it. */
  expireAccessToken: () => void;
  /**
   * Answers requests to `path` with this instead: an answer (e.g. a 500), or a function that
   * may wait and may call `normal` for the answer the fake would have given.
   */
  override: (path: string, answer: Answer | Override) => void;
  /** The session answer's profile (null: a user without an active profile). */
  setProfile: (profile: object | null) => void;
  close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
};

const refreshBodyAccessToken = (body: unknown): unknown =>
  (body as { data?: { type?: string; attributes?: { accessToken?: unknown } } } | undefined)?.data
    ?.attributes?.accessToken;

export const startFakeMainApi = async (): Promise<FakeMainApi> => {
  const log: LoggedRequest[] = [];
  const overrides = new Map<string, Answer | Override>();
  let access = 'access-1';
  let refresh = 'refresh-1';
  let generation = 1;
  let accessExpired = false;
  let profile: object | null = SESSION_PROFILE;

  const answer = (path: string, logged: LoggedRequest): Answer => {
    const authorized =
      !accessExpired && logged.headers.authorization === `${MAIN_API.authScheme} ${access}`;
    if (path === MAIN_API.endpoints.refreshToken) {
      const valid =
        logged.headers.authorization === refresh && refreshBodyAccessToken(logged.body) === access;
      if (!valid) return unauthorized;
      generation += 1;
      const base = (token: string) => token.replace(/-\d+$/, '');
      access = `${base(access)}-${generation}`;
      refresh = `${base(refresh)}-${generation}`;
      accessExpired = false;
      return {
        status: 200,
        body: {
          data: { type: 'session', attributes: { accessToken: access, refreshToken: refresh } },
        },
      };
    }
    if (!authorized) return unauthorized;
    if (path === MAIN_API.endpoints.session) return { status: 200, body: sessionDocument(profile) };
    return { status: 200, body: { data: { type: 'echo', id: path, attributes: { path } } } };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '/').replace(/^\/api\/v1/, '');
      const logged: LoggedRequest = {
        method: request.method ?? 'GET',
        path,
        headers: request.headers,
        body: await readBody(request),
      };
      log.push(logged);
      const override = overrides.get(path);
      const normal = () => answer(path, logged);
      const result =
        typeof override === 'function' ? await override(normal) : (override ?? normal());
      response.writeHead(result.status, { 'Content-Type': MAIN_API.mediaType });
      response.end(result.body === undefined ? '' : JSON.stringify(result.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}${MAIN_API.defaultBasePath}`,
    log,
    requestsTo: (path) => log.filter((entry) => entry.path === path),
    acceptTokens: (nextAccess, nextRefresh) => {
      access = nextAccess;
      refresh = nextRefresh;
      accessExpired = false;
    },
    expireAccessToken: () => {
      accessExpired = true;
    },
    override: (path, result) => overrides.set(path, result),
    setProfile: (next) => {
      profile = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
