/**
 * A throwaway copy of the site (sources copied, node_modules linked) for tests that run a
 * real `gatsby build`, so the project's own .cache and public/ are never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { TEST_BUILD_ENV } from './test-build-env';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'content-models',
  'content-tools',
  'gatsby',
  'plugins',
  'src',
];

export interface TempSite {
  dir: string;
  /** A copy of the fixture mirror, free to break. */
  contentDir: string;
  remove: () => void;
}

/**
 * Set for a run of tests (integration's globalSetup sets it up and removes it): a directory in
 * which the copies made one after another are made at one path, each handing its compilers'
 * caches on to the next, so only the first build of the run compiles the site's code. Both
 * caches are keyed by absolute path, hence the one path; they hold code, no content, and
 * everything else in each copy is new. A copy made while another is in use there gets a directory
 * of its own, as it does when the variable is not set.
 */
const SITE_RUN_DIR = 'TEMP_SITE_RUN_DIR';
/**
 * The compilers' caches a copy hands on: webpack's (the site's bundles) and Parcel's (Gatsby
 * compiles gatsby-config and gatsby-node with it as every build starts).
 */
const CODE_CACHES = [path.join('.cache', 'webpack'), path.join('.cache', '.parcel-cache')];

/** The run's one path for copies, if the run has one and no other copy uses it now. */
const claimRunPath = (): string | undefined => {
  const runDir = process.env[SITE_RUN_DIR];
  if (!runDir) return undefined;
  const dir = path.join(runDir, 'site-build');
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
};

export const makeTempSite = (): TempSite => {
  const runPath = claimRunPath();
  const dir = runPath ?? mkdtempSync(path.join(tmpdir(), 'site-build-'));
  const site = path.join(dir, 'site');
  for (const file of SITE_FILES)
    cpSync(path.join(ROOT, file), path.join(site, file), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'tests/fixtures/content'), contentDir, { recursive: true });

  // Beside the run path, not in it: what the previous copy's builds compiled.
  const handedOn = (cache: string) => `${runPath}-${path.basename(cache)}`;
  for (const cache of runPath ? CODE_CACHES : []) {
    if (existsSync(handedOn(cache))) {
      mkdirSync(path.dirname(path.join(site, cache)), { recursive: true });
      renameSync(handedOn(cache), path.join(site, cache));
    }
  }
  const remove = () => {
    for (const cache of runPath ? CODE_CACHES : []) {
      if (existsSync(path.join(site, cache))) renameSync(path.join(site, cache), handedOn(cache));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir: site, contentDir, remove };
};

/**
 * Removes what a site's builds left in .cache (nodes, sync state, query results), so the next
 * build knows no content; the compilers' caches of the code stay, as they hold none.
 */
export const clearContentCache = (siteDir: string): void => {
  const cache = path.join(siteDir, '.cache');
  const kept = CODE_CACHES.map((code) => path.join(siteDir, code));
  for (const entry of existsSync(cache) ? readdirSync(cache) : []) {
    const entryPath = path.join(cache, entry);
    if (!kept.includes(entryPath)) rmSync(entryPath, { recursive: true, force: true });
  }
};

/** Starts a run (jest's globalSetup): copies made until it ends share the compilers' caches. */
export const startSiteRun = (): void => {
  process.env[SITE_RUN_DIR] = mkdtempSync(path.join(tmpdir(), 'site-run-'));
};

/** Ends the run (jest's globalTeardown): removes its directory and the cache in it. */
export const endSiteRun = (): void => {
  const runDir = process.env[SITE_RUN_DIR];
  if (runDir) rmSync(runDir, { recursive: true, force: true });
};

const CONTENTFUL_VARIABLES = [
  'CONTENTFUL_SPACE_ID',
  'CONTENTFUL_ACCESS_TOKEN',
  'CONTENTFUL_ENVIRONMENT',
  'CONTENTFUL_HOST',
];

/** The build's environment: the copy's mirror, and no Contentful variables unless given. */
const buildEnv = (site: TempSite, env: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONTENTFUL_VARIABLES.includes(name)),
  );
  return {
    ...base,
    CONTENT_DIR: site.contentDir,
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
    ...TEST_BUILD_ENV,
    ...env,
  };
};

/**
 * A fixture build takes a minute or two on two idle cores and several times that beside other
 * builds (npm test runs the integration tests beside the site's own builds): a build is stopped
 * only once it has clearly hung, and a test that builds waits a little longer than that.
 */
const BUILD_KILLED_AFTER = 15 * 60_000;
export const BUILD_TEST_TIMEOUT = BUILD_KILLED_AFTER + 60_000;

const fold = (output: string): string => stripVTControlCharacters(output).replace(/\s+/g, ' ');

export interface BuildResult {
  status: number | null;
  /** Colours removed and whitespace folded. */
  output: string;
}

/** How much of the output a problem quotes. */
const QUOTED = 300;

/**
 * What went wrong in a build, short enough to read in a failed test's diff (and in the lines CI
 * keeps): each ERROR in the output with what follows it, and, if it failed, its exit status
 * with the end of its output. Empty for a clean build.
 */
export const buildProblems = ({ status, output }: BuildResult): string[] => [
  ...[...output.matchAll(/ERROR/g)]
    .slice(0, 5)
    .map(({ index }) => output.slice(index, index + QUOTED)),
  ...(status === 0 ? [] : [`exit status ${status}; the output ends: …${output.slice(-QUOTED)}`]),
];

/** Runs `gatsby build` in the copy; output has colours removed and whitespace folded. */
export const buildSite = (site: TempSite): BuildResult => {
  const result = spawnSync(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
    cwd: site.dir,
    env: buildEnv(site),
    encoding: 'utf8',
    timeout: BUILD_KILLED_AFTER,
  });
  return { status: result.status, output: fold(result.stdout + result.stderr) };
};

/**
 * `gatsby build` without blocking the test process, for builds that read from a server the
 * test itself runs (the loopback Contentful server); `env` adds or overrides variables.
 */
export const buildSiteAsync = (
  site: TempSite,
  env: Record<string, string> = {},
): Promise<BuildResult> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
      cwd: site.dir,
      env: buildEnv(site, env),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_KILLED_AFTER);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output: fold(output) });
    });
  });

/** How long `gatsby develop` may take to serve: a cold bundle beside npm test's other builds. */
const DEVELOP_START_LIMIT = 10 * 60_000;

export interface DevelopServer {
  origin: string;
  /** Everything the server printed so far, folded to one line. */
  output: () => string;
  /** Stops the server and every process it started. */
  stop: () => Promise<void>;
}

/** A port free on the loopback interface now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * `npm start`'s server (`gatsby develop`) on the copy, resolved once it serves the site; rejected
 * with the end of its output when it exits or hangs first.
 */
export const startDevelop = async (site: TempSite): Promise<DevelopServer> => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/gatsby/cli.js', 'develop', '--host', '127.0.0.1', '--port', String(port)],
    // Its own process group: develop runs its server in a child process of its own. Jest's
    // NODE_ENV=test would compile the browser bundle with Babel's test settings, which fail.
    { cwd: site.dir, env: buildEnv(site, { NODE_ENV: 'development' }), detached: true },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      const problems = buildProblems({ status: 0, output: fold(output) });
      reject(new Error([`gatsby develop ${why}`, ...problems].join('\n')));
    };
    const timer = setTimeout(() => {
      fail(`did not serve within ${DEVELOP_START_LIMIT / 60_000} minutes`);
      void stop();
    }, DEVELOP_START_LIMIT);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/You can now view/.test(output)) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, output: () => fold(output), stop });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((status) => fail(`exited with status ${status} before serving`));
  });
};
