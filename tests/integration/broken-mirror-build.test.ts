/**
 * A build with wrong settings stops as it starts, naming each variable; a build from a broken
 * mirror stops before sourcing and names the file and the field.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readMirror, serialize, type JsonValue } from '../../content-tools/mirror/mirror-files';
import {
  BUILD_TEST_TIMEOUT,
  buildSite,
  buildSiteAsync,
  makeTempSite,
  type TempSite,
} from '../support/temp-site';

let site: TempSite;
beforeAll(() => {
  site = makeTempSite();
});
afterAll(() => site.remove());

test(
  'wrong settings stop the build as it starts, each named with what it takes',
  async () => {
    // Thrown while Gatsby loaded its config, these once ended in an unrelated schema error.
    const { status, output } = await buildSiteAsync(site, {
      CONTENTFUL_SPACE_ID: 'space0only',
      // Plain http is refused in a production build only: `gatsby build` sets NODE_ENV.
      GATSBY_API_URL: 'http://api.example.com',
    });

    expect(status).not.toBe(0);
    expect(output).toContain('CONTENTFUL_ACCESS_TOKEN is not set, but CONTENTFUL_SPACE_ID is.');
    expect(output).toContain(
      'GATSBY_API_URL must be an https:// address in a production build (http:// only for localhost, 127.0.0.1 or [::1]); it is "http://api.example.com"',
    );
    expect(output).not.toContain('source and transform nodes');
  },
  BUILD_TEST_TIMEOUT,
);

test(
  'a missing required field and a dangling link stop the build, naming file and field',
  () => {
    const home = readMirror(site.contentDir).entries.find(
      (entry) => entry.contentTypeId === 'landing_page_template' && entry.fields.slug === 'home',
    );
    if (!home) throw new Error('the fixture mirror has no home landing page');
    const { seo: _seo, ...withoutSeo } = home.fields;
    const fields: Record<string, JsonValue> = { ...withoutSeo, sections: ['no-such-section'] };
    writeFileSync(path.join(site.contentDir, home.file), serialize({ fields }));

    const { status, output } = buildSite(site);

    expect(status).not.toBe(0);
    expect(output).toContain(`${home.file} › fields.seo`);
    expect(output).toContain(`${home.file} › fields.sections[0]`);
    expect(output).not.toContain('Building production JavaScript');
  },
  BUILD_TEST_TIMEOUT,
);
