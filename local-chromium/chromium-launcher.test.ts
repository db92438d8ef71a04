import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCHER } from './find-chromium';

let dir: string;
/** Stands in for the browser: prints the arguments it was started with, one per line. */
let fakeBrowser: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chromium-launcher-'));
  fakeBrowser = path.join(dir, 'browser');
  writeFileSync(fakeBrowser, '#!/bin/sh\nfor arg in "$@"; do echo "$arg"; done\n');
  chmodSync(fakeBrowser, 0o755);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const launch = (args: string[], env: NodeJS.ProcessEnv = { CHROMIUM_BINARY: fakeBrowser }) =>
  spawnSync(CHROMIUM_LAUNCHER, args, { encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

describe('chromium-launcher.sh', () => {
  it('starts the browser with one --disable-features list holding every list given', () => {
    const result = launch([
      '--disable-features=PaintHolding,MediaRouter',
      '--headless',
      '--remote-debugging-pipe',
      '--disable-features=WebUIOmniboxPopup',
      'about:blank',
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split('\n')).toEqual([
      '--headless',
      '--remote-debugging-pipe',
      'about:blank',
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
    ]);
  });

  it('passes the arguments unchanged when none disables features, spaces included', () => {
    const result = launch(['--user-data-dir=/tmp/a b', '--headless']);
    expect(result.stdout.trimEnd().split('\n')).toEqual(['--user-data-dir=/tmp/a b', '--headless']);
  });

  it('names the missing variable instead of starting nothing silently', () => {
    const result = launch(['--headless'], {});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('CHROMIUM_BINARY');
  });
});
