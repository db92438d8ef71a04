/**
 * A build from a broken mirror stops before sourcing and names the file and the field.
 * Runs a real `gatsby build` in a throwaway copy of the site, so the project's own .cache and
 * public/ are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { readMirror, serialize, type JsonValue } from '../../gatsby/mirror/mirror-files';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'content-models',
  'gatsby',
  'plugins',
  'src',
];

let workDir = '';

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'broken-mirror-'));
  const site = path.join(workDir, 'site');
  for (const file of SITE_FILES)
    cpSync(path.join(ROOT, file), path.join(site, file), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  cpSync(path.join(ROOT, 'tests/fixtures/content'), path.join(workDir, 'content'), {
    recursive: true,
  });
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

test('a missing required field and a dangling link stop the build, naming file and field', () => {
  const contentDir = path.join(workDir, 'content');
  const home = readMirror(contentDir).entries.find(
    (entry) => entry.contentTypeId === 'landing_page_template' && entry.fields.slug === 'home',
  );
  if (!home) throw new Error('the fixture mirror has no home landing page');
  const { seo: _seo, ...withoutSeo } = home.fields;
  const fields: Record<string, JsonValue> = { ...withoutSeo, sections: ['no-such-section'] };
  writeFileSync(path.join(contentDir, home.file), serialize({ fields }));

  const result = spawnSync(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
    cwd: path.join(workDir, 'site'),
    env: { ...process.env, CONTENT_DIR: contentDir, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const output = stripVTControlCharacters(result.stdout + result.stderr).replace(/\s+/g, ' ');

  expect(result.status).not.toBe(0);
  expect(output).toContain(`${home.file} › fields.seo`);
  expect(output).toContain(`${home.file} › fields.sections[0]`);
  expect(output).not.toContain('Building production JavaScript');
}, 300_000);
