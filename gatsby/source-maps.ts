/**
 * Source maps are made for error reporting but never published: webpack writes them without
 * the `sourceMappingURL` comment ("hidden", ./webpack-config.ts), and before the adapter lists
 * public/ for Netlify they are moved out of it into source-maps/ (same relative paths), where
 * an upload to the error reporter can read them.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Beside public/, so it is never deployed. */
export const SOURCE_MAPS_DIR = 'source-maps';

const mapFiles = (root: string, under = ''): string[] =>
  readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return mapFiles(root, relative);
    return entry.name.endsWith('.map') ? [relative] : [];
  });

/** Moves every `.map` file of `publicDir` into `targetDir` (emptied first); returns the count. */
export const moveSourceMaps = (publicDir: string, targetDir: string): number => {
  rmSync(targetDir, { recursive: true, force: true });
  const files = mapFiles(publicDir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(targetDir, file)), { recursive: true });
    renameSync(path.join(publicDir, file), path.join(targetDir, file));
  }
  return files.length;
};
