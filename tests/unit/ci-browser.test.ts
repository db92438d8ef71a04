/**
 * `.ci/browser` picks the browser of `.ci/run` and the deploy-preview workflow. It is run here
 * with a PATH of stand-ins: browsers that are empty executables, and an apt-get and a sudo that
 * log their arguments, so no case installs anything for real.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, '.ci/browser');

let bin: string;
let aptLog: string;

beforeEach(() => {
  bin = mkdtempSync(path.join(tmpdir(), 'ci-browser-'));
  aptLog = path.join(bin, 'apt-get.log');
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

const executable = (name: string, body = '#!/bin/sh\n'): string => {
  const file = path.join(bin, name);
  writeFileSync(file, body);
  chmodSync(file, 0o755);
  return file;
};

/** An apt-get that logs its arguments and, on install, puts the package's binary on PATH. */
const fakeAptGet = (exitCode = 0) => {
  executable(
    'apt-get',
    [
      '#!/bin/bash',
      `echo "$*" >> ${JSON.stringify(aptLog)}`,
      `[ ${exitCode} -eq 0 ] || exit ${exitCode}`,
      `if [ "$1" = install ]; then for last; do :; done; printf '#!/bin/sh\\n' > "${bin}/$last"; /bin/chmod +x "${bin}/$last"; fi`,
      '',
    ].join('\n'),
  );
  // On a machine where the tests do not run as root, the script calls apt-get through sudo.
  executable('sudo', '#!/bin/bash\nexec "$@"\n');
};

const aptCalls = (): string[] =>
  existsSync(aptLog) ? readFileSync(aptLog, 'utf8').trim().split('\n') : [];

const run = (env: Record<string, string> = {}) => {
  const result = spawnSync('/bin/bash', [SCRIPT], {
    env: { PATH: bin, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
};

describe('.ci/browser', () => {
  it('prints CHROME_PATH when it names an executable, and installs nothing', () => {
    fakeAptGet();
    const chrome = executable('my-chrome');
    expect(run({ CHROME_PATH: chrome })).toEqual({ status: 0, stdout: chrome, stderr: '' });
    expect(aptCalls()).toEqual([]);
  });

  it('stops with the variable named when CHROME_PATH is not an executable file', () => {
    fakeAptGet();
    const missing = path.join(bin, 'no-such-chrome');
    const result = run({ CHROME_PATH: missing });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`CHROME_PATH is set to ${missing}`);
    expect(aptCalls()).toEqual([]);
  });

  it("uses google-chrome, a GitHub runner's browser, before any package", () => {
    fakeAptGet();
    const chrome = executable('google-chrome');
    executable('chromium');
    expect(run()).toEqual({ status: 0, stdout: chrome, stderr: '' });
    expect(aptCalls()).toEqual([]);
  });

  it('uses chromium when it is the browser on PATH', () => {
    fakeAptGet();
    const chromium = executable('chromium');
    expect(run()).toEqual({ status: 0, stdout: chromium, stderr: '' });
    expect(aptCalls()).toEqual([]);
  });

  it("prefers Debian's chromium-headless-shell, the suite's default, when it is installed", () => {
    fakeAptGet();
    executable('chromium');
    executable('google-chrome');
    const shell = executable('chromium-headless-shell');
    expect(run()).toEqual({ status: 0, stdout: shell, stderr: '' });
    expect(aptCalls()).toEqual([]);
  });

  it("installs Debian's chromium-headless-shell with apt-get when no browser is found", () => {
    fakeAptGet();
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(path.join(bin, 'chromium-headless-shell'));
    expect(aptCalls()).toEqual(['update -qq', 'install -y -qq chromium-headless-shell']);
  });

  it('says what to do when apt-get cannot install the package', () => {
    fakeAptGet(100);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('apt-get could not install chromium-headless-shell');
    expect(result.stderr).toContain('CHROME_PATH');
  });

  it('stops with what to do on a machine with no browser and no apt-get', () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No Chrome or Chromium found');
    expect(result.stderr).toContain('CHROME_PATH');
  });
});

describe('.ci/run', () => {
  it('points the tests at the browser .ci/browser prints, before npm test', () => {
    const ciRun = readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(ciRun).toMatch(/^CHROME_PATH="\$\(\.ci\/browser\)"\nexport CHROME_PATH$/m);
    expect(ciRun.indexOf('.ci/browser')).toBeLessThan(ciRun.indexOf('npm test'));
  });
});
