/**
 * The local form store behind both local servers: `npm run serve` (the Netlify-like static
 * server) and gatsby develop's middleware, each started here on a loopback port. An integration
 * test for its weight: it sends about 100 MB of submissions.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encodeSubmission, SUBMISSION_CONTENT_TYPE } from '../../src/forms/wire-format';
import { createNetlifyStaticServer } from '../../local-netlify/server';
import {
  formSubmissionsMiddleware,
  MAX_BODY_BYTES,
  MAX_FIELDS,
  readSubmissions,
} from '../../gatsby/local-form-submissions';

interface RunningServer {
  origin: string;
  /** The bytes the server has read from each connection so far, in order of connection. */
  bytesRead: () => number[];
  close: () => Promise<void>;
}

const listen = async (server: http.Server): Promise<RunningServer> => {
  const sockets: Socket[] = [];
  server.on('connection', (socket: Socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    bytesRead: () => sockets.map((socket) => socket.bytesRead),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const SERVERS: Array<[string, (root: string, file: string) => http.Server]> = [
  [
    'npm run serve',
    (root, file) => createNetlifyStaticServer({ root, submissionsFile: file, compression: 'fast' }),
  ],
  [
    "gatsby develop's middleware",
    (_root, file) => {
      const middleware = formSubmissionsMiddleware(file);
      return http.createServer((request, response) =>
        middleware(request, response, () => {
          response.writeHead(404);
          response.end();
        }),
      );
    },
  ],
];

const post = async (origin: string, body: string, page = '/contact') => {
  const response = await fetch(`${origin}${page}`, {
    method: 'POST',
    headers: { 'content-type': SUBMISSION_CONTENT_TYPE },
    body,
  });
  return { status: response.status, text: await response.text() };
};

/**
 * Sends a 30 MB body in 64 KB chunks, with its length declared or streamed without one, and
 * stops sending once the answer comes (or the server closes the connection).
 */
const postHuge = (origin: string, declareLength: boolean) =>
  new Promise<{ status: number | undefined; sent: number }>((resolve) => {
    const total = 30_000_000;
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let status: number | undefined;
    const request = http.request(`${origin}/contact`, {
      method: 'POST',
      headers: {
        'content-type': SUBMISSION_CONTENT_TYPE,
        ...(declareLength ? { 'content-length': String(total) } : {}),
      },
    });
    request.on('response', (response) => {
      status = response.statusCode;
      response.resume();
    });
    // The server closing the connection on a body it will not read shows here (EPIPE).
    request.on('error', () => undefined);
    request.on('close', () => resolve({ status, sent }));
    const pump = () => {
      while (sent < total && status === undefined && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });

describe.each(SERVERS)('form POSTs to %s', (_name, createServer) => {
  let dir: string;
  let file: string;
  let server: RunningServer;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-submissions-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
    file = path.join(dir, 'submissions', 'form-submissions.jsonl');
    server = await listen(createServer(dir, file));
  });

  afterEach(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const rawLines = () =>
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

  it('records 40 concurrent submissions of 900 KB each as 40 whole lines', async () => {
    const sent = Array.from({ length: 40 }, (_, index) => ({
      name: `sender-${index}`,
      email: `sender-${index}@example.org`,
      message: `${index}:`.padEnd(900_000, String.fromCharCode(97 + (index % 26))),
    }));

    const answers = await Promise.all(
      sent.map((fields) => post(server.origin, encodeSubmission('contact', fields))),
    );

    expect(answers.map(({ status }) => status)).toEqual(Array(40).fill(200));
    const lines = rawLines().map((line) => JSON.parse(line) as { fields: unknown });
    expect(lines).toHaveLength(40);
    const recorded = readSubmissions(file);
    expect(recorded.map(({ formName, path: page }) => [formName, page])).toEqual(
      Array(40).fill(['contact', '/contact']),
    );
    // Compared by digest: a diff of 36 MB of text would drown a failure's message.
    const digest = (fields: Record<string, string>) => ({
      ...fields,
      message: createHash('sha256')
        .update(fields.message ?? '')
        .digest('hex'),
    });
    const byName = (a: Record<string, string>, b: Record<string, string>) =>
      (a.name ?? '').localeCompare(b.name ?? '');
    expect(recorded.map(({ fields }) => digest(fields)).sort(byName)).toEqual(
      sent.map(digest).sort(byName),
    );
  });

  it.each([
    ['declared', true],
    ['streamed without a length', false],
  ])('answers a 30 MB body (%s) with 413 and stops reading it', async (_how, declareLength) => {
    const { status, sent } = await postHuge(server.origin, declareLength);

    expect(status).toBe(413);
    expect(sent).toBeLessThan(30_000_000);
    const [read = 0] = server.bytesRead();
    expect(read).toBeLessThan(3 * MAX_BODY_BYTES);
    expect(rawLines()).toEqual([]);
  });

  it(`refuses a submission of more than ${MAX_FIELDS} fields`, async () => {
    const fields = Object.fromEntries(
      Array.from({ length: MAX_FIELDS }, (_, index) => [`field${index}`, 'x']),
    );
    const answer = await post(server.origin, encodeSubmission('contact', fields));
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(`more than ${MAX_FIELDS} fields`);
    expect(rawLines()).toEqual([]);
  });

  it('refuses a form the site does not have with 404, as Netlify does, and takes the booking form', async () => {
    const unknown = await post(server.origin, encodeSubmission('newsletter', { email: 'a@b.c' }));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('no form named newsletter');

    const booking = await post(server.origin, encodeSubmission('book-a-call', { email: 'a@b.c' }));
    expect(booking.status).toBe(200);
    expect(readSubmissions(file).map(({ formName }) => formName)).toEqual(['book-a-call']);
  });

  it('answers a body naming no form with 400', async () => {
    expect((await post(server.origin, 'email=a%40b.c')).status).toBe(400);
    expect(rawLines()).toEqual([]);
  });

  it.each([
    ['filled', 'bot-field=spam'],
    ['empty, then filled', 'bot-field=&bot-field=spam'],
    ['filled, then empty', 'bot-field=spam&bot-field='],
  ])('drops a submission whose honeypot is %s, answering 200', async (_how, honeypot) => {
    const answer = await post(server.origin, `form-name=contact&${honeypot}&message=Buy+now`);
    expect(answer.status).toBe(200);
    expect(rawLines()).toEqual([]);

    await post(server.origin, 'form-name=contact&bot-field=&message=Hello');
    expect(readSubmissions(file).map(({ fields }) => fields)).toEqual([{ message: 'Hello' }]);
  });
});

describe('readSubmissions', () => {
  it('skips the lines that are not submissions, saying how many', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-submissions-'));
    const file = path.join(dir, 'submissions.jsonl');
    const good = {
      receivedAt: '2026-11-23T14:00:00.000Z',
      path: '/contact',
      formName: 'contact',
      fields: { message: 'Hello' },
    };
    fs.writeFileSync(file, `${JSON.stringify(good)}\n{"receivedAt":"2026-11\n[1]\n`);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(readSubmissions(file)).toEqual([good]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipped 2 line(s)'));
    } finally {
      warn.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads no submissions from a file that does not exist', () => {
    expect(readSubmissions(path.join(os.tmpdir(), 'no-such-submissions.jsonl'))).toEqual([]);
  });
});
