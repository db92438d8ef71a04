/**
 * A build folder served as Netlify serves it (./server.ts) on a free loopback port, for a
 * tool that loads its pages, such as content:diff's screenshots.
 */
import type { AddressInfo } from 'node:net';
import { createNetlifyStaticServer } from './server';

export const serveBuild = async (
  root: string,
): Promise<{ origin: string; close(): Promise<void> }> => {
  const server = createNetlifyStaticServer({ root, compression: 'fast' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
