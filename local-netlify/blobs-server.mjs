// Netlify's local Blobs server in a process of its own: the package is an ES module that Jest
// cannot load. Its folder is the first argument, its token BLOBS_TOKEN; it prints
// {"port": N} once listening. When its standard input closes (its parent stopped it, or is
// gone), or on Ctrl+C or SIGTERM (sent to the parent's whole group), it stops and removes its
// folder.
import { rm } from 'node:fs/promises';
import { BlobsServer } from '@netlify/blobs/server';

const directory = process.argv[2];
const server = new BlobsServer({ directory, token: process.env.BLOBS_TOKEN });
const { port } = await server.start();
process.stdout.write(`${JSON.stringify({ port })}\n`);

let stopping;
const stop = () => {
  stopping ??= server
    .stop()
    .then(() => rm(directory, { recursive: true, force: true }))
    .finally(() => process.exit(0));
};
process.stdin.on('end', stop);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
process.stdin.resume();
