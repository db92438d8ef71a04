/**
 * Test support: a loopback HTTP server (127.0.0.1, a free port) that plays Segment's CDN and
 * tracking API as spec section 7 describes them: GET /v1/projects/{writeKey}/settings, batch
 * POST /v1/b and metrics POST /v1/m. Batch answers follow a script the test gives (5xx, 429
 * with a rate-limit reset, then 200 by default); every request is logged with its time. It
 * answers CORS as Segment does, so a browser-like client (jsdom) may call it from the page's
 * origin. Not part of the site.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SegmentMessage {
  type: string;
  messageId: string;
  event?: string;
  name?: string;
  userId?: string;
  properties?: Record<string, unknown>;
}

export interface BatchRequest {
  /** When it arrived (Date.now()). */
  at: number;
  headers: IncomingHttpHeaders;
  batch: SegmentMessage[];
  /** The status it was answered with. */
  status: number;
}

export interface BatchAnswer {
  status: number;
  /** Seconds, sent as Retry-After and X-RateLimit-Reset. */
  rateLimitResetSeconds?: number;
}

export interface FakeSegment {
  /** http://127.0.0.1:{port}: the CDN address to load settings from. */
  origin: string;
  batches: BatchRequest[];
  /** Answers for the next batch requests, in order; 200 once it is empty. */
  script: BatchAnswer[];
  /** Every distinct messageId that was answered 2xx. */
  delivered: () => Set<string>;
  close: () => Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Retry-Count',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After, X-RateLimit-Reset',
};

const readBody = async (request: AsyncIterable<Buffer>): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

export const startFakeSegment = async (): Promise<FakeSegment> => {
  const batches: BatchRequest[] = [];
  const script: BatchAnswer[] = [];
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://loopback').pathname;
      const body = await readBody(request);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      const settings = /^\/v1\/projects\/([^/]+)\/settings$/.exec(path);
      if (request.method === 'GET' && settings) {
        const apiHost = `${origin}/v1`;
        response.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            integrations: { 'Segment.io': { apiKey: settings[1], apiHost } },
            // Segment's own metrics go here too, so nothing leaves the machine.
            metrics: { host: apiHost.replace(/^http:\/\//, ''), protocol: 'http' },
          }),
        );
        return;
      }
      if (request.method === 'POST' && path === '/v1/b') {
        const answer = script.shift() ?? { status: 200 };
        const { batch } = JSON.parse(body) as { batch: SegmentMessage[] };
        batches.push({
          at: Date.now(),
          headers: request.headers,
          batch,
          status: answer.status,
        });
        const reset =
          answer.rateLimitResetSeconds === undefined
            ? {}
            : {
                'Retry-After': String(answer.rateLimitResetSeconds),
                'X-RateLimit-Reset': String(answer.rateLimitResetSeconds),
              };
        response.writeHead(answer.status, { ...CORS, ...reset }).end();
        return;
      }
      if (request.method === 'POST' && path === '/v1/m') {
        response.writeHead(200, CORS).end();
        return;
      }
      response.writeHead(404, CORS).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    batches,
    script,
    delivered: () =>
      new Set(
        batches
          .filter(({ status }) => status < 300)
          .flatMap(({ batch }) => batch.map(({ messageId }) => messageId)),
      ),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
