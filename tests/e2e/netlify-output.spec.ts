/**
 * What Netlify receives: the files the build writes for its CDN, read directly (Netlify's own
 * CLI cannot run here), and netlify.toml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../gatsby/webpack-config';
import { CACHE_CONTROL } from '../../local-netlify/cache-control';
import { scriptAndStylePaths } from '../support/cdn-caching';
import { builtFile } from '../support/e2e-server';

/** `_headers` as path → header lines (lower-cased names). */
const readHeaders = (): Map<string, Map<string, string>> => {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of readFileSync(builtFile('_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\S/.test(line)) {
      // A path listed twice (the adapter's rule and the security headers') gets both.
      current = rules.get(line.trim()) ?? new Map();
      rules.set(line.trim(), current);
    } else if (current) {
      const [name = '', ...value] = line.trim().split(':');
      current.set(name.trim().toLowerCase(), value.join(':').trim());
    }
  }
  return rules;
};

test.describe('Netlify output', { tag: '@any-viewport' }, () => {
  test('hashed scripts and /static are immutable; everything else revalidates', () => {
    const headers = readHeaders();
    expect(headers.get('/*')?.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
    expect(headers.get('/static/*')?.get('cache-control')).toBe(CACHE_CONTROL.immutable);
    // Every script and stylesheet the home page loads is content-hashed and cached for good.
    const assets = scriptAndStylePaths(readFileSync(builtFile('index.html'), 'utf8'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(headers.get(asset)?.get('cache-control'), asset).toBe(CACHE_CONTROL.immutable);
    }
    // Page data and HTML are not listed on their own, so only the revalidating rule applies.
    expect([...headers.keys()].some((rule) => rule.startsWith('/page-data'))).toBe(false);
  });

  test("every script a page loads starts with V8's compile hint, on a line of its own", () => {
    const scripts = scriptAndStylePaths(readFileSync(builtFile('index.html'), 'utf8')).filter(
      (asset) => asset.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const [firstLine] = readFileSync(builtFile(`.${script}`), 'utf8').split('\n', 1);
      expect(firstLine, script).toBe(COMPILE_HINT);
    }
  });

  test('pages are pretty-URL files and the 404 page sits at the root', () => {
    expect(existsSync(builtFile('index.html'))).toBe(true);
    expect(existsSync(builtFile('build-your-own-team.html'))).toBe(true);
    expect(existsSync(builtFile('404.html'))).toBe(true);
  });

  // Its NODE_VERSION is checked against .nvmrc by tests/unit/node-version.test.ts.
  test('netlify.toml builds with npm run build into public/', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toMatch(/command\s*=\s*"npm run build"/);
    expect(toml).toMatch(/publish\s*=\s*"public"/);
  });
});
