/**
 * A build folder served as Netlify serves it (local-netlify/server.ts) on a free local port:
 * what content:diff's screenshots load (content-tools/review/review-folder.ts).
 */
import type { AddressInfo } from 'node:net';
import type { ServedBuild } from '../../content-tools/review/review-folder';
import { createNetlifyStaticServer } from '../../local-netlify/server';

export const serveBuild = async (root: string): Promise<ServedBuild> => {
  const server = createNetlifyStaticServer({ root, compression: 'fast' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
