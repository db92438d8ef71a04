import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeTestCertificate, type TestCertificate } from '../../tests/support/contentful/tls';
import {
  ContentfulRequestError,
  type DeliveryClientOptions,
  createDeliveryClient,
} from './delivery-client';

let certificate: TestCertificate;
let untrust: () => void;
let server: Server;
let host: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;
let notices: string[];

/** What a promise rejects with; an error that fails every instance check when it resolves. */
const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => new Error('it did not fail'),
    (caught: Error) => caught,
  );

beforeAll(async () => {
  certificate = makeTestCertificate();
  untrust = certificate.trustInProcess();
  server = createServer({ key: certificate.key, cert: certificate.cert }, (req, res) =>
    handler(req, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  notices = [];
});

afterAll(async () => {
  untrust();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  certificate.remove();
});

const client = (timeoutMs = 3000, options: DeliveryClientOptions = {}) =>
  createDeliveryClient(
    { spaceId: 'space1', accessToken: 'token1', environment: 'master', host, timeoutMs },
    { log: (line) => notices.push(line), ...options },
  );

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Answers `failures` requests with `status`, then the space; counts the requests. */
const failingThenSpace = (failures: number, status: number, body: unknown, headers = {}) => {
  const seen = { calls: 0 };
  handler = (_req, res) => {
    seen.calls += 1;
    if (seen.calls <= failures) json(res, status, body, headers);
    else json(res, 200, { sys: { id: 'space1', type: 'Space' } });
  };
  return seen;
};

describe('the delivery client', () => {
  it('sends the token, follows the sync pages and returns the next sync token', async () => {
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
          items: [{ sys: { id: 'b', type: 'Asset' } }, { sys: { id: 'c', type: 'DeletedEntry' } }],
          nextSyncUrl: `https://${host}/spaces/space1/environments/master/sync?sync_token=next`,
        });
      }
    };
    const result = await client().sync(undefined, { pageLimit: 7 });
    expect(result.items.map(({ sys }) => [sys.id, sys.type])).toEqual([
      ['a', 'Entry'],
      ['b', 'Asset'],
      ['c', 'DeletedEntry'],
    ]);
    expect(result).toMatchObject({ nextSyncToken: 'next', pages: 2 });
    expect(seen).toEqual([
      '/spaces/space1/environments/master/sync?initial=true&limit=7 Bearer token1',
      '/spaces/space1/environments/master/sync?sync_token=page2 Bearer token1',
    ]);
  });

  it('continues a delta from the stored token', async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(req.url ?? '');
      json(res, 200, { items: [], nextSyncUrl: `https://${host}/sync?sync_token=after` });
    };
    await expect(client().sync('before')).resolves.toEqual({
      items: [],
      nextSyncToken: 'after',
      pages: 1,
    });
    expect(seen).toEqual(['/spaces/space1/environments/master/sync?sync_token=before']);
  });

  it('refuses more locales than one page holds instead of dropping some', async () => {
    handler = (_req, res) => json(res, 200, { items: [{ code: 'en-US' }], total: 101 });
    await expect(client().getLocales()).rejects.toThrow(
      'The space has 101 of the locales, more than the 1 content:pull reads in one page.',
    );
  });

  it('names the variables to check when the space or environment is not found', async () => {
    handler = (_req, res) =>
      json(res, 404, { sys: { id: 'NotFound' }, message: 'The resource could not be found.' });
    await expect(client().getLocales()).rejects.toThrow(
      `Contentful at ${host} did not find the locales (404 NotFound: The resource could not be found.). ` +
        'Check CONTENTFUL_SPACE_ID ("space1") and CONTENTFUL_ENVIRONMENT ("master").',
    );
  });

  it('names CONTENTFUL_ACCESS_TOKEN when the token is refused, without retrying', async () => {
    const seen = failingThenSpace(9, 401, { sys: { id: 'AccessTokenInvalid' } });
    const error = await rejection(client().getSpace());
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(
      'Contentful refused the access token (401 AccessTokenInvalid). CONTENTFUL_ACCESS_TOKEN must be a ' +
        'Content Delivery API token of space space1 that may read the environment "master".',
    );
    expect(seen.calls).toBe(1);
  });
});

describe('the delivery client with an answer it cannot trust', () => {
  it('gives up after the timeout when Contentful does not answer', async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(client(300, { retryLimit: 0 }).getSpace()).rejects.toThrow(
      `Contentful (${host}) did not answer the space within 300 ms (1 attempt).`,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('abandons a server that trickles one byte at a time, at the deadline', async () => {
    let closed = false;
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const trickle = setInterval(() => res.write(' '), 50);
      res.on('close', () => {
        clearInterval(trickle);
        closed = true;
      });
    };
    const error = await rejection(client(300, { deadlineMs: 600, retryLimit: 0 }).getSpace());
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(
      `Contentful (${host}) did not finish answering the space within the 600 ms deadline.`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  }, 5000);

  it('names an answer broken off in the middle of its body', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"sys": {"id"');
      setTimeout(() => res.socket?.destroy(), 20);
    };
    const error = await rejection(client(3000, { retryLimit: 0 }).getSpace());
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(`Contentful (${host}) broke off its answer to the space.`);
  });

  it.each([
    ['is not JSON', '{"items": [', 'a sync page that is not JSON'],
    ['has neither next URL', { items: [] }, 'neither nextPageUrl nor nextSyncUrl'],
  ])('fails on a sync page that %s', async (_what, body, expected) => {
    handler = (_req, res) => json(res, 200, body);
    const error = await rejection(client().sync('token'));
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toContain(expected);
  });

  it('fails on locales that are not JSON', async () => {
    handler = (_req, res) => json(res, 200, 'not json');
    await expect(client().getLocales()).rejects.toThrow(
      'Contentful answered a request for the locales without items.',
    );
  });

  it('keeps a hostile error message on one line, its control characters escaped', async () => {
    handler = (_req, res) =>
      json(res, 400, { sys: { id: 'BadRequest' }, message: 'line one\nline two \u001b[31mred' });
    const error = await rejection(client().getSpace());
    expect(error.message).toBe(
      'Contentful answered the space with 400 BadRequest: line one\\u000aline two \\u001b[31mred.',
    );
  });
});

describe('the delivery client retries', () => {
  it('a 429 after the time its reset header asks for, then succeeds', async () => {
    const seen = failingThenSpace(
      1,
      429,
      { sys: { id: 'RateLimitExceeded' } },
      { 'x-contentful-ratelimit-reset': '0' },
    );
    await expect(client().getSpace()).resolves.toMatchObject({ sys: { id: 'space1' } });
    expect(seen.calls).toBe(2);
    expect(notices).toEqual([expect.stringMatching(/^Contentful warning: Rate limit error/)]);
  });

  it('a 503, then succeeds', async () => {
    const seen = failingThenSpace(1, 503, { sys: { id: 'ServiceUnavailable' } });
    await expect(client().getSpace()).resolves.toMatchObject({ sys: { id: 'space1' } });
    expect(seen.calls).toBe(2);
    expect(notices).toEqual([expect.stringMatching(/^Contentful warning: Server 503 error/)]);
  });

  it('5xx answers up to the limit, then names the status and the attempts in one line', async () => {
    const seen = failingThenSpace(9, 500, {
      sys: { id: 'InternalServerError' },
      message: 'Something broke.',
    });
    const error = await rejection(client(3000, { retryLimit: 1 }).getSpace());
    expect(seen.calls).toBe(2);
    expect(error.message).toBe(
      'Contentful answered the space with 500 InternalServerError: Something broke. (2 attempts).',
    );
  });
});

describe('asset file downloads', () => {
  it('fetch the file without the access token', async () => {
    let authorization: string | undefined = 'not asked';
    handler = (req, res) => {
      authorization = req.headers.authorization;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from([1, 2, 3]));
    };
    await expect(client().download(`//${host}/space1/a/b/logo.png`)).resolves.toEqual(
      Buffer.from([1, 2, 3]),
    );
    expect(authorization).toBeUndefined();
  });

  it('name the address and the status of a failure, a redirect included', async () => {
    handler = (_req, res) => res.writeHead(302, { location: 'http://elsewhere.example/' }).end();
    await expect(client().download(`https://${host}/space1/a/b/logo.png`)).rejects.toThrow(
      `Downloading https://${host}/space1/a/b/logo.png failed: 302 Found.`,
    );
  });

  it('give up at the deadline', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      const trickle = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(trickle));
    };
    await expect(
      client(3000, { deadlineMs: 400 }).download(`//${host}/space1/a/b/logo.png`),
    ).rejects.toThrow('failed: not finished within the 400 ms deadline.');
  });

  it.each([
    'ftp://images.example/a.png',
    'file:///etc/passwd',
    'http://images.example/a.png',
    'javascript:alert(1)',
    '//',
  ])('refuse the address %j, with a message instead of a stack trace', async (url) => {
    const error = await rejection(client().download(url));
    expect(error).toBeInstanceOf(ContentfulRequestError);
    expect(error.message).toBe(
      `The asset file address ${JSON.stringify(url)} is not an https address; content:pull downloads asset files over https only.`,
    );
  });
});
