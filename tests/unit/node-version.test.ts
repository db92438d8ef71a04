/**
 * One supported Node line, named in .nvmrc, is what every place runs: Netlify's build
 * (netlify.toml), `engines` (npm ci warns EBADENGINE outside it), `.ci/run` (via .ci/node-bin)
 * and actions/setup-node in the workflows. Every installed package must accept that line too,
 * or `npm ci` prints EBADENGINE for it.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const line = read('.nvmrc').trim();
const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

/** The first and the last release of the line: engines ranges are intervals, so both ends. */
const lineEnds = [`${line}.0.0`, `${line}.999.999`];

describe('Node version', () => {
  it('.nvmrc names a major line that is an LTS (even) line from 24 up', () => {
    expect(line).toMatch(/^\d+$/);
    expect(Number(line)).toBeGreaterThanOrEqual(24);
    expect(Number(line) % 2).toBe(0);
  });

  it('netlify.toml builds on the .nvmrc line', () => {
    expect(read('netlify.toml')).toMatch(new RegExp(`NODE_VERSION\\s*=\\s*"${line}"`));
  });

  it('package.json engines accept the whole .nvmrc line and nothing before it', () => {
    for (const version of lineEnds) expect(semver.satisfies(version, engines.node)).toBe(true);
    expect(semver.satisfies(`${Number(line) - 1}.999.999`, engines.node)).toBe(false);
  });

  it('every package in package-lock.json accepts the .nvmrc line (no EBADENGINE on npm ci)', () => {
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      // Old packages may still carry the array form of engines, which npm ignores.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined) return [];
      const refused = lineEnds.filter((version) => !semver.satisfies(version, range));
      return refused.length > 0 ? [`${name || 'package.json'}: ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});

/**
 * scripts/ensure-installed.mjs, the first step of `npm start` and `npm test`, run in a folder of
 * its own: an .nvmrc, maybe an install, and an `npm` stand-in first on PATH that logs its
 * arguments, so nothing is installed for real.
 */
describe('scripts/ensure-installed.mjs', () => {
  const SCRIPT = path.join(ROOT, 'scripts/ensure-installed.mjs');
  const major = process.versions.node.split('.')[0] ?? '';
  let dir: string;
  let npmLog: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ensure-installed-'));
    npmLog = path.join(dir, 'npm.log');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const project = (nvmrc: string, { installed = false, npmExit = 0 } = {}) => {
    writeFileSync(path.join(dir, '.nvmrc'), nvmrc);
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    if (installed) {
      mkdirSync(path.join(dir, 'node_modules'));
      writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), '{}');
    }
    mkdirSync(path.join(dir, 'bin'));
    const npm = path.join(dir, 'bin/npm');
    const failing = `echo "npm error code E404" >&2\nexit ${npmExit}\n`;
    writeFileSync(npm, `#!/bin/sh\necho "$*" >> "${npmLog}"\n${npmExit === 0 ? '' : failing}`);
    chmodSync(npm, 0o755);
  };

  const run = (node = process.execPath) => {
    const result = spawnSync(node, [SCRIPT], {
      cwd: dir,
      env: { ...process.env, PATH: `${path.join(dir, 'bin')}${path.delimiter}${process.env.PATH}` },
      encoding: 'utf8',
    });
    const npmCalls = existsSync(npmLog) ? readFileSync(npmLog, 'utf8').trim().split('\n') : [];
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, npmCalls };
  };

  it('runs first in npm start and npm test', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/^node scripts\/ensure-installed\.mjs && /);
    expect(scripts.test).toMatch(/^node scripts\/ensure-installed\.mjs && /);
  });

  it('stops on another Node line before installing, with one line naming both and the fix', () => {
    const other = String(Number(major) + 2);
    project(`${other}\n`);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.npmCalls).toEqual([]);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`needs Node ${other} (.nvmrc), not Node ${process.versions.node}`);
    expect(lines[0]).toContain('`nvm use`');
    expect(lines[0]).toContain('.ci/node-bin');
  });

  it('names .nvmrc when it holds no Node line', () => {
    project('lts/latest\n');
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^\.nvmrc in .* should name the project's Node major line/);
    expect(result.npmCalls).toEqual([]);
  });

  it('does nothing on the .nvmrc line when the install is current', () => {
    project(`${major}\n`, { installed: true });
    expect(run()).toEqual({ status: 0, stdout: '', stderr: '', npmCalls: [] });
  });

  it("installs with a one-line note, npm's log at errors only (no peer-dependency warnings)", () => {
    project(`v${major}\n`);
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('Installing dependencies, about a minute…\n');
    expect(result.npmCalls).toEqual(['ci --no-audit --no-fund --loglevel=error']);
  });

  it('fails with npm ci, its error left in view', () => {
    project(`${major}\n`, { npmExit: 1 });
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('npm error code E404');
    expect(result.stderr).toContain('npm ci failed (exit 1)');
  });

  /** The Node binaries on PATH of another major line, such as a machine's default Node 20. */
  const otherNodes = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, 'node'))
    .filter((node) => existsSync(node))
    .map((node) => realpathSync(node))
    .filter((node, index, all) => all.indexOf(node) === index)
    .filter((node) => {
      const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
      return version.status === 0 && version.stdout.split('.')[0] !== line;
    });

  // Runs only where an older Node is installed: the script must parse there to say so.
  (otherNodes.length > 0 ? it.each(otherNodes) : it.skip.each([['no other Node on PATH']]))(
    'stops with the message under %s, another major line',
    (node) => {
      writeFileSync(path.join(dir, '.nvmrc'), `${line}\n`);
      const result = spawnSync(node, [SCRIPT], { cwd: dir, encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(`^This project needs Node ${line} \\(\\.nvmrc\\), not Node \\d+`),
      );
    },
  );
});
