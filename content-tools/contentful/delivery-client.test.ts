import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { makeTestCertificate, type TestCertificate } from '../../tests/support/contentful/tls';
import { createDeliveryClient, syncTokenOf } from './delivery-client';

let certificate: TestCertificate;
let server: Server;
let host: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;

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

const client = (timeoutMs = 3000) =>
  createDeliveryClient({
    spaceId: 'space1',
    accessToken: 'token1',
    environment: 'master',
    host,
    timeoutMs,
    agent: certificate.agent,
  });

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
