/**
 * The schema comes from the content models, not from the data: a mirror in which no entry
 * has a value for any optional field still builds, and its pages still render.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentTypeById } from '../../content-models';
import { readMirror, serialize } from '../../content-tools/mirror/mirror-files';
import {
  BUILD_TEST_TIMEOUT,
  buildProblems,
  buildSite,
  makeTempSite,
  type TempSite,
} from '../support/temp-site';

let site: TempSite;
beforeAll(() => {
  site = makeTempSite();
});
afterAll(() => site.remove());

test(
  'a mirror with every optional field removed from every entry builds',
  () => {
    let removed = 0;
    for (const entry of readMirror(site.contentDir).entries) {
      const spec = contentTypeById.get(entry.contentTypeId);
      if (!spec) throw new Error(`unknown content type ${entry.contentTypeId}`);
      // `path` stays: it decides where a page lives, and the redirect table must find it there.
      const kept = Object.fromEntries(
        Object.entries(entry.fields).filter(([id]) => spec.fields[id]?.required || id === 'path'),
      );
      removed += Object.keys(entry.fields).length - Object.keys(kept).length;
      writeFileSync(path.join(site.contentDir, entry.file), serialize({ fields: kept }));
    }
    // The fixture really had optional values to remove (e.g. images, menu settings, eyebrows).
    expect(removed).toBeGreaterThan(20);

    expect(buildProblems(buildSite(site))).toEqual([]);
    const home = readFileSync(path.join(site.dir, 'public/index.html'), 'utf8');
    expect(home).toContain('Fixture home page heading');
    expect(existsSync(path.join(site.dir, 'public/build-your-own-team.html'))).toBe(true);
  },
  BUILD_TEST_TIMEOUT,
);
