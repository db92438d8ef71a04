import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForSectionsOnPageLoad, type PageLoader } from './sections-before-render';

const resources = { json: { data: { page: 'x' } } };

const setUp = () => {
  const loadPage = jest.fn(() => Promise.resolve(resources));
  const loader: PageLoader = { loadPage, hovering: jest.fn() };
  const order: string[] = [];
  let finishSections: () => void = () => undefined;
  waitForSectionsOnPageLoad(loader, (pageData) => {
    order.push(`sections of ${JSON.stringify(pageData)}`);
    return new Promise((resolve) => (finishSections = resolve));
  });
  return { loader, loadPage, order, finishSections: () => finishSections() };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waitForSectionsOnPageLoad', () => {
  it("resolves a page load only once the page's sections are fetched, with the same resources", async () => {
    const { loader, order, finishSections } = setUp();
    const loaded = loader.loadPage('/pricing').then((value) => {
      order.push('page loaded');
      return value;
    });
    await flush();
    expect(order).toEqual(['sections of {"data":{"page":"x"}}']);
    finishSections();
    await expect(loaded).resolves.toBe(resources);
    expect(order).toEqual(['sections of {"data":{"page":"x"}}', 'page loaded']);
  });

  it("loads the page and its sections' code when a link is hovered", async () => {
    const { loader, loadPage, order } = setUp();
    loader.hovering('/pricing');
    await flush();
    expect(loadPage).toHaveBeenCalledWith('/pricing');
    expect(order).toEqual(['sections of {"data":{"page":"x"}}']);
  });
});

/**
 * The wrapper works because Gatsby's navigation and links call the object it also puts on
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

  it("hovering is a page load, and Gatsby's links call it on the global loader", () => {
    expect(source('loader.js')).toMatch(/hovering\(rawPath\) \{\s*this\.loadPage\(rawPath\)\s*\}/);
    const link = readFileSync(require.resolve('gatsby-link'), 'utf8');
    expect(link).toMatch(/___loader\.hovering\(/);
  });
});
