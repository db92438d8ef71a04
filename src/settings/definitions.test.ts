import { readFileSync } from 'node:fs';
import path from 'node:path';
import { namesRead } from '../../tests/support/names-read';
import { browserSettingsFrom } from './browser-settings';
import { SETTINGS } from './definitions';

const names = (settings: typeof SETTINGS) => settings.map(({ name }) => name).sort();

describe('the settings list', () => {
  it('names each variable once', () => {
    expect(new Set(names(SETTINGS)).size).toBe(SETTINGS.length);
  });

  it('keeps every secret out of the browser, and out of the GATSBY_ names Gatsby would inline', () => {
    for (const { name, readBy } of SETTINGS.filter(({ secret }) => secret)) {
      expect(readBy).not.toContain('browser');
      expect(name).not.toMatch(/^GATSBY_/);
    }
  });

  it("is what the browser's settings are made of, and nothing else", () => {
    const browser = SETTINGS.filter(({ readBy }) => readBy.includes('browser'));
    expect(namesRead(browserSettingsFrom)).toEqual(names(browser));
  });

  it('has no secret value reach the browser, whatever is set', () => {
    const secrets = SETTINGS.filter(({ secret }) => secret);
    const settings = JSON.stringify(
      browserSettingsFrom(Object.fromEntries(secrets.map(({ name }) => [name, `secret-${name}`]))),
    );
    expect(settings).not.toContain('secret-');
  });
});

describe('docs/settings.md', () => {
  const doc = readFileSync(path.resolve(__dirname, '../../docs/settings.md'), 'utf8');
  /** The rows of the table under "## Variables": the variable and who reads it. */
  const rows = (doc.split(/^## Variables$/m)[1]?.split(/^## /m)[0] ?? '')
    .split('\n')
    .map((line) => /^\| `([A-Z_]+)` +\| ([a-z, ]+?) +\|/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, readBy]) => ({ name, readBy }));

  it('describes every variable of the list, and only those', () => {
    expect(rows.map(({ name }) => name).sort()).toEqual(names(SETTINGS));
  });

  it('says who reads each as the list does', () => {
    for (const { name, readBy } of rows) {
      const setting = SETTINGS.find((candidate) => candidate.name === name);
      expect({ name, readBy }).toEqual({ name, readBy: setting?.readBy.join(', ') });
    }
  });
});
