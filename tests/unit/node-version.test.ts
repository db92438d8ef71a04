/**
 * One supported Node line, named in .nvmrc, is what every place runs: Netlify's build
 * (netlify.toml), `engines` (npm ci warns EBADENGINE outside it), `.ci/run` (via .ci/node-bin)
 * and actions/setup-node in the workflows. Every installed package must accept that line too,
 * or `npm ci` prints EBADENGINE for it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const line = read('.nvmrc').trim();
const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

/** The first and the last release of the line: engines ranges are intervals, so both ends. */
const lineEnds = [`${line}.0.0`, `${line}.999.999`];

describe('Node version', () => {
  it('.nvmrc names a major line that is an LTS (even) line from 24 up', () => {
    expect(line).toMatch(/^\d+$/);
    expect(Number(line)).toBeGreaterThanOrEqual(24);
    expect(Number(line) % 2).toBe(0);
  });

  it('netlify.toml builds on the .nvmrc line', () => {
    expect(read('netlify.toml')).toMatch(new RegExp(`NODE_VERSION\\s*=\\s*"${line}"`));
  });

  it('package.json engines accept the whole .nvmrc line and nothing before it', () => {
    for (const version of lineEnds) expect(semver.satisfies(version, engines.node)).toBe(true);
    expect(semver.satisfies(`${Number(line) - 1}.999.999`, engines.node)).toBe(false);
  });

  it('every package in package-lock.json accepts the .nvmrc line (no EBADENGINE on npm ci)', () => {
    const refusing = Object.entries(lock.packages).flatMap(([name, entry]) => {
      // Old packages may still carry the array form of engines, which npm ignores.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (range === undefined) return [];
      const refused = lineEnds.filter((version) => !semver.satisfies(version, range));
      return refused.length > 0 ? [`${name || 'package.json'}: ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
