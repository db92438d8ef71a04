/** The content mirror as a git ref has it, for content:diff's `--base <ref>`. */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Extracts `contentDir` (inside the git work tree at `cwd`) as it is at `ref` into
 * `workDir/base-source`, and returns where the mirror is in it.
 */
export const mirrorAtRef = (
  ref: string,
  contentDir: string,
  workDir: string,
  cwd = process.cwd(),
): string => {
  const relative = path.relative(cwd, path.resolve(cwd, contentDir)) || '.';
  let archive: Buffer;
  try {
    archive = execFileSync('git', ['archive', '--format=tar', ref, '--', relative], {
      cwd,
      maxBuffer: 2 ** 31 - 1,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`--base ${ref}: git cannot read ${relative}/ at that ref: ${stderr ?? error}`);
  }
  const dir = path.join(workDir, 'base-source');
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return path.join(dir, relative);
};
