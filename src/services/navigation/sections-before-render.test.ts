import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForSectionsOnPageLoad, type PageLoader } from './sections-before-render';

describe('waitForSectionsOnPageLoad', () => {
  it("resolves a page load only once the page's sections are fetched, with the same resources", async () => {
    const resources = { json: { data: { page: 'x' } } };
    const loader: PageLoader = { loadPage: jest.fn(() => Promise.resolve(resources)) };
    const order: string[] = [];
    let finishSections: () => void = () => undefined;
    waitForSectionsOnPageLoad(loader, (pageData) => {
      order.push(`sections of ${JSON.stringify(pageData)}`);
      return new Promise((resolve) => (finishSections = resolve));
    });
    const loaded = loader.loadPage('/pricing').then((value) => {
      order.push('page loaded');
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['sections of {"data":{"page":"x"}}']);
    finishSections();
    await expect(loaded).resolves.toBe(resources);
    expect(order).toEqual(['sections of {"data":{"page":"x"}}', 'page loaded']);
  });
});

/**
 * The wrapper works because Gatsby's navigation calls `loadPage` on the object it also puts on
 * `window.___loader`. Read from the installed Gatsby, so an upgrade that changes that fails here.
 */
describe("Gatsby's loader contract", () => {
  const cacheDir = path.dirname(require.resolve('gatsby/cache-dir/loader.js'));
  const source = (file: string) => readFileSync(path.join(cacheDir, file), 'utf8');

  it('exports the loader it puts on window.___loader, and navigations call its loadPage', () => {
    expect(source('loader.js')).toMatch(/export default publicLoader\b/);
    expect(source('production-app.js')).toMatch(/window\.___loader = publicLoader\b/);
    for (const file of ['navigation.js', 'ensure-resources.js']) {
      expect(source(file)).toMatch(/import loader(, \{[^}]*\})? from "\.\/loader"/);
      expect(source(file)).toMatch(/\bloader\.loadPage\(/);
    }
  });
});
