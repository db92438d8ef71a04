/**
 * Runs the deployed-site end-to-end tests (playwright.deployed.config.ts) against a copy of the
 * site that is already deployed, building nothing:
 *   npx tsx scripts/test-deployed.ts --base-url https://deploy-preview-42--site.netlify.app
 *   npx tsx scripts/test-deployed.ts --serve  (serves public/, or E2E_PUBLIC_DIR, with
 *                                              `npm run serve` on E2E_PORT first)
 * Any other argument is passed to `playwright test` (e.g. --grep redirect, --headed).
 */
import { spawnSync } from 'node:child_process';

const usage =
  'Usage: npx tsx scripts/test-deployed.ts (--base-url <http(s) url> | --serve) [playwright options]';

const parseArgs = (argv: string[]): { baseURL: string; servePort?: string; rest: string[] } => {
  const rest: string[] = [];
  let baseURL: string | undefined;
  let serve = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === '--base-url') baseURL = inline ?? argv[(index += 1)];
    else if (arg === '--serve') serve = true;
    else rest.push(arg);
  }
  if (serve) {
    if (baseURL !== undefined) throw new Error(`--serve picks its own address\n${usage}`);
    const port = process.env.E2E_PORT ?? '9323';
    return { baseURL: `http://127.0.0.1:${port}`, servePort: port, rest };
  }
  if (baseURL === undefined) throw new Error(usage);
  const url = new URL(baseURL);
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`--base-url takes a site's origin, like https://example.netlify.app\n${usage}`);
  }
  return { baseURL: url.origin, rest };
};

let options: ReturnType<typeof parseArgs>;
try {
  // A leading `--` (the npm habit) is no option of ours nor of Playwright's.
  const args = process.argv.slice(2);
  options = parseArgs(args[0] === '--' ? args.slice(1) : args);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'playwright.deployed.config.ts', ...options.rest],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DEPLOYED_BASE_URL: options.baseURL,
      ...(options.servePort ? { DEPLOYED_SERVE_PORT: options.servePort } : {}),
    },
  },
);
process.exit(result.status ?? 1);
