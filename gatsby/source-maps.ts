/** Source maps, for error reporting only, are moved out of public/ so they are never published. */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

export const SOURCE_MAPS_DIR = 'source-maps';

const mapFiles = (root: string, under = ''): string[] =>
  readdirSync(path.join(root, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return mapFiles(root, relative);
    return entry.name.endsWith('.map') ? [relative] : [];
  });

export const moveSourceMaps = (publicDir: string, targetDir: string): number => {
  rmSync(targetDir, { recursive: true, force: true });
  const files = mapFiles(publicDir);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(targetDir, file)), { recursive: true });
    renameSync(path.join(publicDir, file), path.join(targetDir, file));
  }
  return files.length;
};
