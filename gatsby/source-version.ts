/** Gatsby's cache hashes only gatsby-node.ts, so nodes record the code version that made them. */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
};

export const importClosure = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = specifier ? resolveModule(file, specifier) : undefined;
      if (target) visit(target);
    }
  };
  visit(path.resolve(entry));
  return [...seen].sort();
};

/** Relative paths, so a checkout elsewhere hashes alike. */
export const sourceVersion = (entry: string): string => {
  const hash = createHash('sha256');
  const root = path.dirname(path.resolve(entry));
  for (const file of importClosure(entry))
    hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
};
