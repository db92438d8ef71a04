/**
 * A short hash of a source file and every project module it imports, directly or not.
 *
 * Gatsby keeps nodes from one build to the next and re-creates one only when its content
 * changes; its own cache check hashes gatsby-node.ts but none of the modules it imports. A node
 * that records the version of the code that made it can be made again when that code changes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Relative imports ("./x", "../y") of a TypeScript module, static or re-exported. */
const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep),
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

export const sourceVersion = (entry: string): string => {
  const hash = createHash('sha256');
  for (const file of importClosure(entry)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
};
