import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeTestCertificate, type TestCertificate } from '../../tests/support/contentful/tls';
import { ContentfulRequestError, createDeliveryClient, syncTokenOf } from './delivery-client';
import type { GetOptions } from './https-get';

let certificate: TestCertificate;
let server: Server;
let host: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;

/** What a promise rejects with; an error that fails every instance check when it resolves. */
const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => new Error('it did not fail'),
    (caught: Error) => caught,
  );

beforeAll(async () => {
  certificate = makeTestCertificate();
  server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) =>
    handler(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  certificate.remove();
});

const client = (timeoutMs = 3000, options: Omit<GetOptions, 'idleTimeoutMs'> = {}) =>
  createDeliveryClient({
    spaceId: 'space1',
    accessToken: 'token1',
    environment: 'master',
    host,
    timeoutMs,
    agent: certificate.agent,
    ...options,
  });

/** A sleep that only records how long it was asked to wait, and a random that is always 0. */
const recordingWaits = () => {
  const waits: number[] = [];
  return {
    waits,
    options: {
      sleep: async (ms: number) => {
        waits.push(ms);
      },
      random: () => 0,
    },
  };
};

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

describe('the delivery client', () => {
  it('sends the token, follows nextPageUrl and returns the token of nextSyncUrl', async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(`${req.url} ${req.headers.authorization}`);
      const url = new URL(req.url ?? '', 'https://x');
      if (url.searchParams.get('initial') === 'true') {
        json(res, 200, {
          items: [{ sys: { id: 'a', type: 'Entry' } }],
          nextPageUrl: `https://${host}/spaces/space1/environments/master/sync?sync_token=page2`,
        });
      } else {
        json(res, 200, {
          items: [{ sys: { id: 'b', type: 'Asset' } }],
          nextSyncUrl: `https://${host}/spaces/space1/environments/master/sync?sync_token=next`,
        });
      }
    };
    const result = await client().sync(undefined, { pageLimit: 7 });
    expect(result).toEqual({
      items: [{ sys: { id: 'a', type: 'Entry' } }, { sys: { id: 'b', type: 'Asset' } }],
      nextSyncToken: 'next',
      pages: 2,
    });
    expect(seen).toEqual([
      '/spaces/space1/environments/master/sync?initial=true&limit=7 Bearer token1',
      '/spaces/space1/environments/master/sync?sync_token=page2 Bearer token1',
    ]);
  });

  it('gives up after the timeout when Contentful does not answer', async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(client(300).getSpace()).rejects.toThrow(
      `Contentful (${host}) did not answer GET /spaces/space1/ within 300 ms.`,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('waits as long as a 429 asks, then retries', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1)
        json(
          res,
          429,
          { sys: { id: 'RateLimitExceeded' } },
          { 'x-contentful-ratelimit-reset': '0.2' },
        );
      else json(res, 200, { sys: { id: 'space1' } });
    };
    await expect(client().getSpace()).resolves.toEqual({ sys: { id: 'space1' } });
    expect(calls).toBe(2);
  });

  it('names the variables to check when the space or environment is not found', async () => {
    handler = (_req, res) =>
      json(res, 404, { sys: { id: 'NotFound' }, message: 'The resource could not be found.' });
    await expect(client().getLocales()).rejects.toThrow(
      /404 NotFound: The resource could not be found\.\)\. Check CONTENTFUL_SPACE_ID \("space1"\) and CONTENTFUL_ENVIRONMENT \("master"\)/,
    );
  });

  it('fails on a sync page that has neither nextPageUrl nor nextSyncUrl', async () => {
    handler = (_req, res) => json(res, 200, { items: [] });
    await expect(client().sync('token')).rejects.toThrow('neither nextPageUrl nor nextSyncUrl');
  });

  it('reads the token of a sync URL', () => {
    expect(
      syncTokenOf('https://cdn.contentful.com/spaces/s/environments/e/sync?sync_token=abc-_1'),
    ).toBe('abc-_1');
    expect(() => syncTokenOf('https://cdn.contentful.com/sync')).toThrow('without a token');
  });
});

describe('the delivery client with an answer it cannot trust', () => {
  it('abandons a server that trickles one byte at a time, at the total deadline', async () => {
    let closed = false;
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const trickle = setInterval(() => res.write(' '), 50);
      res.on('close', () => {
        clearInterval(trickle);
        closed = true;
      });
    };
    const error = await rejection(client(300, { deadlineMs: 600 }).getSpace());
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(
      `Contentful (${host}) did not finish answering GET /spaces/space1/ within the 600 ms deadline.`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  }, 5000);

  it('names an answer broken off in the middle of its body, in one line', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"sys": {"id"');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const error = await rejection(client().getSpace());
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(
      `Contentful (${host}) broke off its answer to GET /spaces/space1/ after 13 bytes.`,
    );
  });

  it.each([
    'ftp://images.example/a.png',
    'file:///etc/passwd',
    'http://images.example/a.png',
    'javascript:alert(1)',
    '//',
  ])(
    'refuses to download the asset address %j, with a message instead of a stack trace',
    async (url) => {
      const error = await rejection(client().download(url));
      expect(error).toBeInstanceOf(ContentfulRequestError);
      expect(error.message).toBe(
        `The asset file address ${JSON.stringify(url)} is not an https address; content:pull downloads asset files over https only.`,
      );
    },
  );

  it('keeps a hostile error message on one line, its control characters escaped', async () => {
    handler = (_req, res) =>
      json(res, 400, { sys: { id: 'BadRequest' }, message: 'line one\nline two \u001b[31mred' });
    const error = await rejection(client().getSpace());
    expect(error.message).toBe(
      'Contentful answered GET /spaces/space1/ with 400 BadRequest: line one\\u000aline two \\u001b[31mred (Bad Request).',
    );
  });
});

describe('the delivery client retries', () => {
  it('a 503, then succeeds, after a backoff with jitter', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) json(res, 503, { sys: { id: 'ServiceUnavailable' } });
      else json(res, 200, { sys: { id: 'space1' } });
    };
    const { waits, options } = recordingWaits();
    await expect(client(3000, options).getSpace()).resolves.toEqual({ sys: { id: 'space1' } });
    expect(calls).toBe(2);
    expect(waits).toEqual([250]);
  });

  it('a 429 after the time a valid reset header asks for', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls === 1) json(res, 429, {}, { 'x-contentful-ratelimit-reset': '2' });
      else json(res, 200, { sys: { id: 'space1' } });
    };
    const { waits, options } = recordingWaits();
    await client(3000, options).getSpace();
    expect(waits).toEqual([2000]);
  });

  it.each(['soon', '-1', 'NaN', '1e3', ''])(
    'a 429 with the reset header %j after the 5 s the specification names',
    async (reset) => {
      let calls = 0;
      handler = (_req, res) => {
        calls += 1;
        if (calls === 1) json(res, 429, {}, { 'x-contentful-ratelimit-reset': reset });
        else json(res, 200, { sys: { id: 'space1' } });
      };
      const { waits, options } = recordingWaits();
      await client(3000, options).getSpace();
      expect(waits).toEqual([5000]);
    },
  );

  it('5xx answers with growing waits, then names the status and the attempts in one line', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      json(res, 500, { sys: { id: 'InternalServerError' }, message: 'Something broke.' });
    };
    const { waits, options } = recordingWaits();
    const error = await rejection(client(3000, options).getLocales());
    expect(calls).toBe(4);
    expect(waits).toEqual([250, 500, 1000]);
    expect(error.message).toBe(
      'Contentful answered GET /spaces/space1/environments/master/locales with 500 InternalServerError: Something broke. (after 4 attempts) (Internal Server Error).',
    );
  });

  it('never a 4xx other than 429', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      json(res, 401, { sys: { id: 'AccessTokenInvalid' } });
    };
    const { waits, options } = recordingWaits();
    await expect(client(3000, options).getSpace()).rejects.toThrow(
      'Contentful refused the access token',
    );
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });
});
