/**
 * content:pull never edits the mirror in place. It builds the new mirror in a temporary tree
 * beside it (same file system, so renames are atomic) and swaps it in only when the whole sync
 * succeeded; on any failure the temporary tree is removed and the mirror is as it was.
 */
import { createHash } from 'node:crypto';
import {
  type Dirent,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';

const siblingPrefix = (contentDir: string, kind: 'pull' | 'previous'): string =>
  `.${path.basename(contentDir)}.${kind}-`;

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Cleans up after a pull that was killed: a leftover temporary tree is removed, and if the
 * process died between the two renames of the swap, the previous mirror is put back.
 */
export const recoverInterruptedPull = (contentDir: string): void => {
  const parent = path.dirname(contentDir);
  if (!existsSync(parent)) return;
  for (const kind of ['pull', 'previous'] as const) {
    const prefix = siblingPrefix(contentDir, kind);
    for (const name of readdirSync(parent).filter((entry) => entry.startsWith(prefix))) {
      const pid = Number(name.slice(prefix.length).split('-')[0]);
      if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
      const dir = path.join(parent, name);
      if (kind === 'previous' && !existsSync(contentDir)) renameSync(dir, contentDir);
      else rmSync(dir, { recursive: true, force: true });
    }
  }
};

export interface TempTree {
  dir: string;
  /** Replaces the mirror with this tree (two renames; the old mirror is then removed). */
  swapIn: () => void;
  discard: () => void;
}

/**
 * A temporary tree beside the mirror: a copy of it (delta syncs), or only the files that are
 * not content (initial syncs, which replace entries/, assets/ and the records).
 */
export const createTempTree = (
  contentDir: string,
  { copyContent, replaced }: { copyContent: boolean; replaced: readonly string[] },
): TempTree => {
  const unique = `${process.pid}-${Date.now().toString(36)}`;
  const dir = path.join(path.dirname(contentDir), `${siblingPrefix(contentDir, 'pull')}${unique}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  if (existsSync(contentDir)) {
    cpSync(contentDir, dir, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(contentDir, source);
        // Never a link inside the tree: a write through it would land outside (pull refuses them).
        if (relative && lstatSync(source).isSymbolicLink()) return false;
        if (copyContent) return true;
        return !replaced.includes(relative.split(path.sep)[0] ?? '');
      },
    });
  } else {
    mkdirSync(dir, { recursive: true });
  }
  const discard = () => rmSync(dir, { recursive: true, force: true });
  const swapIn = () => {
    const previous = path.join(
      path.dirname(contentDir),
      `${siblingPrefix(contentDir, 'previous')}${unique}`,
    );
    const hadMirror = existsSync(contentDir);
    if (hadMirror) renameSync(contentDir, previous);
    try {
      renameSync(dir, contentDir);
    } catch (error) {
      if (hadMirror) renameSync(previous, contentDir);
      throw error;
    }
    if (hadMirror) rmSync(previous, { recursive: true, force: true });
  };
  return { dir, swapIn, discard };
};

/** Calls `visit` for everything below `dir` (relative POSIX paths); links are not followed. */
const walkTree = (dir: string, visit: (relative: string, entry: Dirent) => void): void => {
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? path.posix.join(relative, entry.name) : entry.name;
      visit(child, entry);
      if (entry.isDirectory()) walk(child);
    }
  };
  if (existsSync(dir)) walk('');
};

/** Every file below `dir` (relative POSIX paths) with a hash of its bytes. */
export const hashTree = (dir: string): Map<string, string> => {
  const files = new Map<string, string>();
  walkTree(dir, (relative, entry) => {
    if (entry.isFile()) {
      files.set(
        relative,
        createHash('sha256')
          .update(readFileSync(path.join(dir, relative)))
          .digest('hex'),
      );
    }
  });
  return files;
};

/** The symbolic links below `dir`, relative POSIX paths. */
export const linksIn = (dir: string): string[] => {
  const links: string[] = [];
  walkTree(dir, (relative, entry) => {
    if (entry.isSymbolicLink()) links.push(relative);
  });
  return links;
};
