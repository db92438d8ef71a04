/**
 * docs/commands.md is how a newcomer finds the commands: its "Scripts" table lists every npm
 * script in package.json and nothing that is not one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const commandsDoc = readFileSync(path.join(ROOT, 'docs/commands.md'), 'utf8');
const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The script names in the first column of the table under the "## Scripts" heading. */
const scriptsInTable = (): string[] => {
  const section = commandsDoc.split(/^## Scripts$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1]?.trim() ?? '')
    .map((cell) => /^`npm (?:run )?([\w:-]+)`$/.exec(cell)?.[1])
    .filter((name): name is string => name !== undefined);
};

describe('docs/commands.md', () => {
  it('lists every npm script in its Scripts table, and only those', () => {
    const listed = scriptsInTable();
    expect(listed.length).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual(Object.keys(scripts).sort());
  });
});
