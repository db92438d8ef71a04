/**
 * Netlify Blobs on this machine: the package's own local server (`@netlify/blobs/server`, run by
 * ./blobs-server.mjs) in a temporary folder, and stores that talk to it as a function's stores
 * talk to Netlify's. For the tests, the end-to-end helpers and `npm run serve`.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getStore, type Store } from '@netlify/blobs';

export interface LocalBlobs {
  /** A store of this server (opened without a request). */
  store: (name: string) => Store;
  /** Stops the server, which removes its folder (as it does when this process ends). */
  stop: () => Promise<void>;
}

/** Starts a Blobs server on a free port, keeping its entries in a new temporary folder. */
export const startLocalBlobs = async (): Promise<LocalBlobs> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'local-blobs-'));
  const token = randomUUID();
  const child = spawn(process.execPath, [path.join(__dirname, 'blobs-server.mjs'), directory], {
    env: { ...process.env, BLOBS_TOKEN: token },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The Blobs server stopped (exit ${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const edgeURL = `http://127.0.0.1:${port}`;
  return {
    store: (name) => getStore({ name, edgeURL, siteID: 'local', token }),
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
};
