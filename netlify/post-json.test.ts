import { withScriptedApi } from '../tests/support/scripted-http-api';
import { PostJsonError, postJson, type PostJsonOptions } from './post-json';

const OPTIONS: PostJsonOptions = {
  timeoutMs: 1000,
  retryDelaysMs: [10, 20],
  headers: { Authorization: 'Bearer secret-key' },
};

/** The error `promise` rejects with (the test fails when it resolves). */
const rejection = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
};

describe('postJson', () => {
  it('posts the body as JSON with the headers and resolves with the status', async () => {
    await withScriptedApi([202], async (api) => {
      await expect(postJson(api.url, { to: 'a@example.org' }, OPTIONS)).resolves.toBe(202);
      expect(api.requests).toEqual([
        expect.objectContaining({
          body: { to: 'a@example.org' },
          headers: expect.objectContaining({
            authorization: 'Bearer secret-key',
            'content-type': 'application/json',
          }) as unknown,
        }),
      ]);
    });
  });

  it('delivers once when a 5xx is followed by a 2xx, after the first pause', async () => {
    const pauses: number[] = [];
    const sleep = async (ms: number) => void pauses.push(ms);
    await withScriptedApi([500, 200], async (api) => {
      await expect(postJson(api.url, { n: 1 }, { ...OPTIONS, sleep })).resolves.toBe(200);
      expect(api.requests).toHaveLength(2);
      expect(pauses).toEqual([10]);
    });
  });

  it('gives up after every attempt got a 5xx, saying so', async () => {
    await withScriptedApi([503], async (api) => {
      const error = await rejection(postJson(api.url, {}, OPTIONS));
      expect(error).toBeInstanceOf(PostJsonError);
      expect(error.message).toBe('status 503 after 3 attempts');
      expect(api.requests).toHaveLength(3);
    });
  });

  it('does not retry a refusal (4xx)', async () => {
    await withScriptedApi([401, 200], async (api) => {
      const error = await rejection(postJson(api.url, {}, OPTIONS));
      expect(error.message).toBe('status 401 after 1 attempt');
      expect(api.requests).toHaveLength(1);
    });
  });

  it('abandons an API that never answers within the bound of each attempt, and retries', async () => {
    await withScriptedApi(['hang'], async (api) => {
      const started = Date.now();
      const error = await rejection(postJson(api.url, {}, { ...OPTIONS, timeoutMs: 150 }));
      expect(error.message).toBe('no answer within 150 ms after 3 attempts');
      expect(api.requests).toHaveLength(3);
      // Three attempts of 150 ms and two short pauses, with room for a busy machine.
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  it('retries after a network error, then delivers', async () => {
    await withScriptedApi([200], async (api) => {
      const refusing = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
      refusing.mockRejectedValueOnce(new TypeError('fetch failed'));
      refusing.mockImplementation((...args) => fetch(...args));
      await expect(postJson(api.url, {}, { ...OPTIONS, fetch: refusing })).resolves.toBe(200);
      expect(refusing).toHaveBeenCalledTimes(2);
      expect(api.requests).toHaveLength(1);
    });
  });

  it('does not follow a redirect with the body and the key', async () => {
    await withScriptedApi([307], async (api) => {
      const error = await rejection(postJson(api.url, {}, OPTIONS));
      expect(error.message).toBe('status 307 after 1 attempt');
      expect(api.requests).toHaveLength(1);
    });
  });

  it('never repeats the address, the key or a message of fetch that quotes them', async () => {
    const secretUrl = 'http://user:url-secret@127.0.0.1:1/send?token=query-secret';
    const lineBreakKey = { Authorization: 'Bearer key-secret\r\nX-Injected: 1' };
    for (const [url, headers] of [
      [secretUrl, {}],
      ['http://127.0.0.1:1/send?token=query-secret', lineBreakKey],
      ['not a url query-secret', {}],
    ] as const) {
      const error = await rejection(postJson(url, {}, { ...OPTIONS, headers, retryDelaysMs: [] }));
      expect(error).toBeInstanceOf(PostJsonError);
      expect(error.message).toBe('network error after 1 attempt');
      expect(`${error.message} ${error.stack ?? ''}`).not.toMatch(/secret|127\.0\.0\.1/);
    }
  });
});
