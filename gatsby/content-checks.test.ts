import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParentSpanPluginArgs, PluginOptions } from 'gatsby';
import { validateMirrorBeforeBuild } from './content-checks';

/** Runs the pre-build check on `contentDir`; returns what it panicked with, if it did. */
const check = (contentDir: string): string | undefined => {
  const panic = jest.fn();
  const hook = validateMirrorBeforeBuild(contentDir);
  hook({ reporter: { panic } } as unknown as ParentSpanPluginArgs, {} as PluginOptions, () => {});
  return panic.mock.calls[0]?.[0] as string | undefined;
};

describe('validateMirrorBeforeBuild', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-checks-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lets the fixture mirror through', () => {
    expect(check(path.resolve(__dirname, '../tests/fixtures/content'))).toBeUndefined();
  });

  it('stops a build from a mirror without entries', () => {
    const empty = path.join(dir, 'empty');
    mkdirSync(path.join(empty, 'entries'), { recursive: true });
    expect(check(empty)).toMatch(/has 1 problem\(s\)[^]*› \(folder\): holds no entries/);
  });

  it('stops a build from a mirror whose entry file has a key twice', () => {
    const mirror = path.join(dir, 'twice');
    mkdirSync(path.join(mirror, 'entries/blogTag'), { recursive: true });
    writeFileSync(
      path.join(mirror, 'entries/blogTag/remote.json'),
      '{"fields": {"name": "Remote", "slug": "remote", "slug": "remote-work"}}\n',
    );
    expect(check(mirror)).toContain(
      'entries/blogTag/remote.json › (file): differs from the form the mirror writes',
    );
  });
});
