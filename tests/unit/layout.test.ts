/**
 * The folder layout is a contract (docs/architecture.md, "Folders and who runs them"): imports
 * point one way between the top-level folders, and gatsby/ holds only what Gatsby loads.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;

const trackedSources = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && existsSync(path.join(ROOT, file)))
    .filter((file) => !file.startsWith('content/') && !file.startsWith('tests/fixtures/'));

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/');

const RESOLVE = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The repository files a source file imports by relative path. */
const relativeImports = (file: string): string[] => {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from|import|require|jest\.mock)\s*\(?\s*['"](\.\.?\/[^'"]+)['"]/g),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    const base = path.join(path.dirname(file), specifier);
    const found = RESOLVE.map((suffix) => base + suffix).find((candidate) => {
      const absolute = path.join(ROOT, candidate);
      return existsSync(absolute) && statSync(absolute).isFile();
    });
    return found === undefined ? [] : [path.normalize(found)];
  });
};

/** The top-level folder (or root file) a path belongs to. */
const area = (file: string): string => (file.includes('/') ? (file.split('/')[0] ?? '.') : '.');

/** What the tools people run (the npm scripts' entry points, the benchmarks) build on. */
const TOOLING = [
  'content-tools',
  'content-models',
  'gatsby',
  'src',
  'tests',
  'local-netlify',
  'local-chromium',
];

/**
 * What each area may import. `src` is the site itself; content-models and content-tools are
 * plain Node modules that Gatsby, the scripts and the tests build on.
 */
const ALLOWED: Record<string, readonly string[]> = {
  src: ['src', 'content-models'],
  'content-models': ['content-models', 'src'],
  'content-tools': ['content-tools', 'content-models', 'src'],
  gatsby: ['gatsby', 'content-tools', 'content-models', 'src'],
  plugins: ['plugins', 'gatsby'],
  scripts: ['scripts', ...TOOLING],
  bench: ['bench', ...TOOLING],
  'local-netlify': ['local-netlify', 'netlify', 'gatsby', 'src'],
  'local-chromium': ['local-chromium'],
  netlify: ['netlify', 'src'],
};

describe('folder layout', () => {
  const sources = trackedSources();
  const graph = new Map(sources.map((file) => [file, relativeImports(file)]));

  it('finds the sources it checks', () => {
    expect(sources).toEqual(expect.arrayContaining(['gatsby-node.ts', 'src/root.tsx']));
    expect(graph.get('gatsby-node.ts')).toEqual(expect.arrayContaining(['gatsby/schema.ts']));
  });

  it('imports point one way between the top-level folders', () => {
    const wrongWay = [...graph]
      .filter(([file]) => !isTest(file))
      .flatMap(([file, imports]) => {
        const allowed = ALLOWED[area(file)];
        if (allowed === undefined) return [];
        return imports
          .filter((target) => !allowed.includes(area(target)))
          .map((target) => `${file} → ${target}`);
      });
    expect(wrongWay).toEqual([]);
  });

  it('gatsby/ holds only code that the Gatsby API files load', () => {
    const entries = sources.filter((file) => /^gatsby-(node|config|browser|ssr)\.tsx?$/.test(file));
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const target of graph.get(file) ?? []) visit(target);
    };
    entries.forEach(visit);
    const notLoaded = sources.filter(
      (file) =>
        file.startsWith('gatsby/') && !isTest(file) && !file.endsWith('.d.ts') && !loaded.has(file),
    );
    expect(notLoaded).toEqual([]);
  });

  it('scripts/ holds entry points only: no file imports one', () => {
    const imported = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => target.startsWith('scripts/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(imported).toEqual([]);
  });
});
