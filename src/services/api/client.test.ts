import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAIN_API } from '../../lib/site-config';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { createMemoryTokenStore } from '../../../tests/support/runtime/fake-browser-tabs';
import { startFakeMainApi, type FakeMainApi } from '../../../tests/support/runtime/fake-main-api';

const REFRESH = MAIN_API.endpoints.refreshToken;
const never = () => new Promise<never>(() => undefined);

let api: FakeMainApi;
beforeEach(async () => {
  api = await startFakeMainApi();
});
afterEach(() => api.close());

const clientWith = (tokens = { access: 'Bearer access-1', refresh: 'refresh-1' }) => {
  const store = createMemoryTokenStore(tokens);
  return { store, client: createApiClient({ baseUrl: api.baseUrl, tokens: store }) };
};

/** The rejection of `promise`, which must reject. */
const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const outcome = await promise.then(
    () => new Error('expected the request to fail'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
};

describe('the main API client', () => {
  it('sends JSON:API headers and the bearer token, and deserialises the answer', async () => {
    const { client } = clientWith();
    await expect(client.get('/things/1')).resolves.toEqual({
      type: 'echo',
      id: '/things/1',
      path: '/things/1',
    });
    const [request] = api.requestsTo('/things/1');
    expect(request?.headers).toMatchObject({
      'content-type': 'application/vnd.api+json',
      accept: 'application/vnd.api+json',
      authorization: 'Bearer access-1',
    });
  });

  it('adds the Bearer prefix to an access token stored without it', async () => {
    const { client } = clientWith({ access: 'access-1', refresh: 'refresh-1' });
    await client.get('/things/1');
    expect(api.requestsTo('/things/1')[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('serialises the bodies of POST and PATCH as JSON:API resources', async () => {
    const { client } = clientWith();
    await client.post('/things', { type: 'thing', name: 'first' });
    await client.patch('/things', { type: 'thing', id: '7', name: 'second' });
    expect(api.requestsTo('/things').map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { data: { type: 'thing', attributes: { name: 'first' } } } },
      {
        method: 'PATCH',
        body: { data: { type: 'thing', id: '7', attributes: { name: 'second' } } },
      },
    ]);
  });

  it('sends no Authorization header without an access token', async () => {
    const { client } = clientWith({ access: '', refresh: '' });
    const anonymous = createApiClient({ baseUrl: api.baseUrl, tokens: createMemoryTokenStore() });
    await expect(anonymous.get('/things/1')).rejects.toThrow('Request failed with status code 401');
    await expect(client.get('/things/2')).rejects.toThrow('Request failed with status code 401');
    expect(api.log.map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
    expect(api.requestsTo(REFRESH)).toEqual([]);
  });
});

describe('a 401 answer', () => {
  it('ten requests answered 401 at once cause one refresh, and each is retried once', async () => {
    const { client, store } = clientWith();
    api.expireAccessToken();
    const paths = Array.from({ length: 10 }, (_, index) => `/things/${index}`);

    const answers = await Promise.all(paths.map((path) => client.get(path)));

    expect(answers).toEqual(paths.map((path) => ({ type: 'echo', id: path, path })));
    const refreshes = api.requestsTo(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(refreshes[0]?.headers.authorization).toBe('refresh-1');
    expect(refreshes[0]?.body).toEqual({
      data: { type: 'session', attributes: { accessToken: 'access-1' } },
    });
    for (const path of paths) {
      expect(api.requestsTo(path).map((request) => request.headers.authorization)).toEqual([
        'Bearer access-1',
        'Bearer access-2',
      ]);
    }
    expect(store.read()).toEqual({ access: 'Bearer access-2', refresh: 'refresh-2' });
  });

  it('a 401 arriving after the refresh retries with the new token, without a second refresh', async () => {
    const { client } = clientWith();
    api.expireAccessToken();
    api.override('/late', async (normal) => {
      // Answered with the old token's 401 only once the first refresh has happened.
      while (api.requestsTo(REFRESH).length === 0) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 20));
      return api.requestsTo('/late').length === 1 ? { status: 401 } : normal();
    });
    await Promise.all([client.get('/late'), client.get('/things/1')]);
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo('/late').map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('a failed refresh returns the original error and clears nothing', async () => {
    const { client, store } = clientWith();
    api.expireAccessToken();
    api.override(REFRESH, { status: 500 });

    const error = await failureOf(client.get('/things/1'));

    expect(error.message).toBe('Request failed with status code 401');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ errors: [{ status: '401', title: 'Unauthorized' }] });
    expect(api.requestsTo('/things/1')).toHaveLength(1);
    expect(store.read()).toEqual({ access: 'Bearer access-1', refresh: 'refresh-1' });
  });

  it.each([401, 400])(
    'a refused refresh (%s) returns the original error and clears both tokens',
    async (status) => {
      const { client, store } = clientWith();
      api.expireAccessToken();
      api.override(REFRESH, { status });

      const error = await failureOf(client.get('/things/1'));

      expect(error.status).toBe(401);
      expect(api.requestsTo('/things/1')).toHaveLength(1);
      expect(store.read()).toEqual({});
    },
  );

  it('a retried request is not retried again', async () => {
    const { client } = clientWith();
    api.expireAccessToken();
    api.override('/refused', async () => ({ status: 401 }));

    await expect(client.get('/refused')).rejects.toThrow('Request failed with status code 401');

    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo('/refused')).toHaveLength(2);
  });

  it('starts no refresh unless both tokens exist', async () => {
    const { client } = clientWith({ access: 'Bearer access-1', refresh: '' });
    api.expireAccessToken();
    await expect(client.get('/things/1')).rejects.toThrow('Request failed with status code 401');
    expect(api.requestsTo(REFRESH)).toEqual([]);
  });
});

describe('request failures carry the messages of spec section 8', () => {
  it('an error status: "Request failed with status code {status}", with the answer body', async () => {
    const { client } = clientWith();
    api.override('/broken', { status: 503, body: { errors: [{ title: 'Down' }] } });
    const error = await failureOf(client.get('/broken'));
    expect(error.message).toBe('Request failed with status code 503');
    expect(error).toMatchObject({ kind: 'status', status: 503 });
    expect(error.body).toEqual({ errors: [{ title: 'Down' }] });
  });

  it('no server: "Network Error"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/v1`,
      tokens: createMemoryTokenStore(),
    });
    const error = await failureOf(client.get('/things/1'));
    expect(error.message).toBe('Network Error');
    expect(error.kind).toBe('network');
  });

  it('aborted by the caller: "Request aborted"', async () => {
    const { client } = clientWith();
    api.override('/slow', never);
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    while (api.requestsTo('/slow').length === 0) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const error = await failureOf(pending);
    expect(error.message).toBe('Request aborted');
    expect(error.kind).toBe('aborted');

    const alreadyAborted = await failureOf(client.get('/things/1', { signal: controller.signal }));
    expect(alreadyAborted.message).toBe('Request aborted');
  });

  it('no answer in time: "timeout of {n}ms exceeded"', async () => {
    const client = createApiClient({
      baseUrl: api.baseUrl,
      tokens: createMemoryTokenStore(),
      timeoutMs: 50,
    });
    api.override('/slow', never);
    const error = await failureOf(client.get('/slow'));
    expect(error.message).toBe('timeout of 50ms exceeded');
    expect(error.kind).toBe('timeout');
  });

  it('times out after the configured default of the site', async () => {
    const client = createApiClient({ baseUrl: api.baseUrl, tokens: createMemoryTokenStore() });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      api.override('/slow', never);
      const pending = failureOf(client.get('/slow'));
      await jest.advanceTimersByTimeAsync(MAIN_API.timeoutMs);
      expect((await pending).message).toBe(`timeout of ${MAIN_API.timeoutMs}ms exceeded`);
    } finally {
      jest.useRealTimers();
    }
  });
});
