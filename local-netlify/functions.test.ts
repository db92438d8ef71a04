import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOKING_SERVICE } from '../src/lib/config/booking';
import { localBookingFunction } from './booking-function';
import type { LocalFunction } from './functions';
import { createNetlifyStaticServer } from './server';

let root = '';
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'local-functions-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = async (functions: LocalFunction[]) => {
  const server: Server = createNetlifyStaticServer({ root, functions, compression: 'fast' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

describe('functions on the local server', () => {
  it('answer their own path with what the handler made of the request, and nothing else', async () => {
    const seen: { method: string; url: string; type: string | null; body: string }[] = [];
    const echo: LocalFunction = {
      path: '/api/echo',
      handle: async (request) => {
        seen.push({
          method: request.method,
          url: request.url,
          type: request.headers.get('content-type'),
          body: await request.text(),
        });
        return Response.json({ ok: true }, { status: 201, headers: { 'X-Echo': 'yes' } });
      },
      close: async () => undefined,
    };
    const server = await serve([echo]);
    try {
      const answer = await fetch(`${server.origin}/api/echo?from=2026-11-23`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"a":1}',
      });
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-echo')).toBe('yes');
      expect(await answer.json()).toEqual({ ok: true });
      expect(seen).toEqual([
        {
          method: 'POST',
          url: `${server.origin}/api/echo?from=2026-11-23`,
          type: 'application/json',
          body: '{"a":1}',
        },
      ]);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
      expect((await fetch(`${server.origin}/api/echo/more`)).status).toBe(404);
      expect(seen).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('serve the booking function with a local Blobs store', async () => {
    const booking = localBookingFunction({});
    const server = await serve([booking]);
    try {
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await fetch(
        `${server.origin}${BOOKING_SERVICE.path}?from=${day(1)}&to=${day(7)}&timeZone=UTC`,
      );
      expect(answer.status).toBe(200);
      // A week from tomorrow has working days with free times.
      const { days } = (await answer.json()) as { days: { times: string[] }[] };
      expect(days.some(({ times }) => times.length > 0)).toBe(true);
      const refused = await fetch(`${server.origin}${BOOKING_SERVICE.path}`, {
        method: 'POST',
        body: '{}',
      });
      expect(refused.status).toBe(400);
    } finally {
      await server.close();
      await booking.close();
    }
  });
});
