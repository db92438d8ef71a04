/**
 * A short hash of a source file and every project module it imports, directly or not.
 *
 * Gatsby keeps nodes from one build to the next and re-creates one only when its content
 * changes; its own cache check hashes gatsby-node.ts but none of the modules it imports. A node
 * that records the version of the code that made it can be made again when that code changes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Relative imports ("./x", "../y") of a TypeScript module, static or re-exported. */
const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  // A folder of that name is not a module: its index.ts is.
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
};

/** The file and the project modules it reaches through relative imports, in a stable order. */
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

/** Paths enter the hash relative to the entry's folder, so a checkout elsewhere hashes alike. */
export const sourceVersion = (entry: string): string => {
  const hash = createHash('sha256');
  const root = path.dirname(path.resolve(entry));
  for (const file of importClosure(entry))
    hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
};
