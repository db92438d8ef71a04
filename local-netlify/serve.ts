/**
 * Serves the built site like Netlify's CDN (pretty URLs, `_redirects`, `_headers`, 404 page):
 *   tsx local-netlify/serve.ts [--port 9000] [--root public] [--submissions <file>]
 *                              [--fast-compression]
 * Listens on 127.0.0.1 only. Playwright's webServer starts it for the e2e tests, with
 * --fast-compression (the same encodings for less CPU; nothing there reads byte counts). Form
 * POSTs are recorded in the submissions file (default form-submissions.local.jsonl), one JSON
 * line each; with the e-mail or lead settings in the environment, each is then handed to the
 * submission-created function, as on Netlify (docs/forms.md). The booking function answers at
 * its path, with a local Blobs store (./booking-function.ts, docs/booking.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_SUBMISSIONS_FILE } from '../gatsby/local-form-submissions';
import { localSubmissionCreated } from './submission-created';
import { localBookingFunction } from './booking-function';
import { createNetlifyStaticServer } from './server';

const usage =
  'Usage: tsx local-netlify/serve.ts [--port 9000] [--root public] [--submissions <file>] [--fast-compression]';
const FAST_COMPRESSION = '--fast-compression';

const OPTION_NAMES = {
  '--port': 'port',
  '--root': 'root',
  '--submissions': 'submissions',
} as const;

const parseArgs = (
  argv: string[],
): { port: number; root: string; submissions: string; fast: boolean } => {
  const options = { port: '9000', root: 'public', submissions: LOCAL_SUBMISSIONS_FILE };
  let fast = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === FAST_COMPRESSION) {
      fast = true;
      continue;
    }
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === '--help' || name === '-h') {
      console.log(usage);
      process.exit(0);
    }
    if (!(name in OPTION_NAMES)) {
      console.error(`Unknown argument: ${arg}\n${usage}`);
      process.exit(2);
    }
    const value = inline ?? argv[(index += 1)];
    if (value === undefined) {
      console.error(`${name} needs a value\n${usage}`);
      process.exit(2);
    }
    options[OPTION_NAMES[name as keyof typeof OPTION_NAMES]] = value;
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port: ${options.port}`);
    process.exit(2);
  }
  return {
    port,
    root: path.resolve(options.root),
    submissions: path.resolve(options.submissions),
    fast,
  };
};

const { port, root, submissions, fast } = parseArgs(process.argv.slice(2));

if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
  console.error(`${root} is not a directory: build the site first (npm run build).`);
  process.exit(1);
}

// The report e-mail links to this server unless URL names another site.
const afterSubmission = localSubmissionCreated({ URL: `http://127.0.0.1:${port}`, ...process.env });

const booking = localBookingFunction();
const server = createNetlifyStaticServer({
  root,
  submissionsFile: submissions,
  afterSubmission,
  compression: fast ? 'fast' : 'max',
  functions: [booking],
});

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://127.0.0.1:${actualPort}; form submissions go to ${path.relative(process.cwd(), submissions)}`,
  );
  if (afterSubmission) console.log('Each submission then runs the submission-created function.');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void booking.close().finally(() => process.exit(0)));
    server.closeAllConnections();
  });
}
