import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { skipOnlineProbe } from './skip-online-probe';

const ROOT = path.resolve(__dirname, '..');

/** Runs, in a fresh Node, `import('is-online')` from a module in a folder named `folder`. */
const probeFrom = (folder: string, register: boolean): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'online-probe-'));
  try {
    mkdirSync(path.join(dir, folder));
    const importer = path.join(dir, folder, 'source-nodes.mjs');
    writeFileSync(
      importer,
      "export const probe = async () => (await import('is-online')).default();\n",
    );
    // An async function: tsx evaluates --eval as CommonJS, where await needs one.
    const script = `(async () => {
      // Node 20 gives the CommonJS build's exports as the default export, Node 22+ by name.
      const loaded = await import(${JSON.stringify(path.join(ROOT, 'gatsby/skip-online-probe.ts'))});
      const skipOnlineProbe = loaded.skipOnlineProbe ?? loaded.default.skipOnlineProbe;
      ${register ? 'skipOnlineProbe({});' : ''}
      const { probe } = await import(${JSON.stringify(importer)});
      console.log(await probe().then(String, (error) => error.code));
    })();`;
    return execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('skipOnlineProbe', () => {
  it("answers the Contentful plugin's is-online import with a stub that says online", () => {
    expect(probeFrom('gatsby-source-contentful', true)).toBe('true');
  });

  it('leaves every other importer alone', () => {
    // From a temporary folder there is no is-online to find, stub or not.
    expect(probeFrom('another-package', true)).toBe('ERR_MODULE_NOT_FOUND');
    expect(probeFrom('gatsby-source-contentful', false)).toBe('ERR_MODULE_NOT_FOUND');
  });

  it("keeps the real probe when develop's offline mode is asked for", () => {
    expect(skipOnlineProbe({ GATSBY_CONTENTFUL_OFFLINE: 'true' })).toBe(false);
  });
});
