import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mirrorAtRef } from './mirror-at-ref';

let repo: string;
let work: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: repo,
    stdio: 'pipe',
  });

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'mirror-at-ref-repo-'));
  work = mkdtempSync(path.join(tmpdir(), 'mirror-at-ref-work-'));
  mkdirSync(path.join(repo, 'content/entries'), { recursive: true });
  git('init', '-q');
  writeFileSync(path.join(repo, 'content/entries/post.json'), '{"title":"Before"}\n');
  writeFileSync(path.join(repo, 'README.md'), 'not content\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  writeFileSync(path.join(repo, 'content/entries/post.json'), '{"title":"After"}\n');
});
afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

it('extracts the mirror as the ref has it, and nothing else of the tree', () => {
  const dir = mirrorAtRef('HEAD', path.join(repo, 'content'), work, repo);
  expect(readFileSync(path.join(dir, 'entries/post.json'), 'utf8')).toBe('{"title":"Before"}\n');
  expect(execFileSync('find', ['.', '-type', 'f'], { cwd: work, encoding: 'utf8' })).toBe(
    './base-source/content/entries/post.json\n',
  );
});

it('names the ref and the folder when git cannot read them', () => {
  expect(() => mirrorAtRef('no-such-ref', 'content', work, repo)).toThrow(
    /^--base no-such-ref: git cannot read content\/ at that ref: .+/,
  );
});
