import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLoadFiles, readChunkGroups } from './first-load-files';
import { samplePages } from './template-samples';

const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });

const STATS = {
  namedChunkGroups: {
    app: group('webpack-runtime-1.js', 'framework-2.js', 'app-3.js'),
    'component---src-templates-page-tsx': group('shared-4.js', 'component---page-5.js'),
    // A group may list a script the runtime already holds, and files that are no scripts.
    'component---src-templates-form-tsx': group('app-3.js', 'kit-6.js', 'form-7.css'),
    'form-section': group('kit-6.js', 'form-section-8.js'),
  },
};

let root: string;

const writePage = (dir: string, data: object) => {
  mkdirSync(path.join(root, 'page-data', dir), { recursive: true });
  writeFileSync(path.join(root, 'page-data', dir, 'page-data.json'), JSON.stringify(data));
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  writeFileSync(path.join(root, 'webpack.stats.json'), JSON.stringify(STATS));
  const page = 'component---src-templates-page-tsx';
  writePage('index', { componentChunkName: page, path: '/', staticQueryHashes: ['11', '22'] });
  writePage('b', { componentChunkName: page, path: '/b', staticQueryHashes: [] });
  writePage('app', { componentChunkName: page, path: '/app', matchPath: '/app/*' });
  writePage('contact', {
    componentChunkName: 'component---src-templates-form-tsx',
    path: '/contact',
    result: { data: { sections: [{ __typename: 'ContentfulSectionForm' }] } },
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The sample page whose page-data.json is in `dir`. */
const sample = (dir: string, template: string) => ({
  template,
  chunkGroup: `component---${template}`,
  path: `/${dir}`,
  dataFile: path.join(root, 'page-data', dir, 'page-data.json'),
});

describe('samplePages', () => {
  it('takes one page per template, sorted by name, and skips client-only routes', () => {
    const pages = samplePages(root);
    expect(pages.map((page) => page.template)).toEqual([
      'src-templates-form-tsx',
      'src-templates-page-tsx',
    ]);
    expect(pages[0]).toEqual(sample('contact', 'src-templates-form-tsx'));
    expect(['/', '/b']).toContain(pages[1]?.path);
  });
});

describe('firstLoadFiles', () => {
  const groups = () => readChunkGroups(root);

  it("lists the runtime, the template's scripts and the page's JSON with its static queries", () => {
    const files = firstLoadFiles(root, groups(), sample('index', 'src-templates-page-tsx'));
    expect(files).toEqual({
      runtime: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js'],
      template: ['shared-4.js', 'component---page-5.js'],
      lazy: [],
      data: [
        'page-data/index/page-data.json',
        'page-data/app-data.json',
        'page-data/sq/d/11.json',
        'page-data/sq/d/22.json',
      ],
    });
  });

  it('adds the lazy form section to a page that shows a form, each script once', () => {
    const files = firstLoadFiles(root, groups(), sample('contact', 'src-templates-form-tsx'));
    expect(files.template).toEqual(['kit-6.js']);
    expect(files.lazy).toEqual(['form-section-8.js']);
  });

  it('names a chunk group the stats lack, and a build without stats', () => {
    expect(() => firstLoadFiles(root, groups(), sample('contact', 'gone'))).toThrow(
      'webpack.stats.json has no chunk group "component---gone"',
    );
    expect(() => readChunkGroups(path.join(root, 'page-data'))).toThrow(
      /page-data\/webpack\.stats\.json is missing/,
    );
  });
});
