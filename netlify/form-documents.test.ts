import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentPathFor, readFormDocuments } from './form-documents';

const MAP = { download: { guide: '/static/c3/guide.pdf' } };

describe('readFormDocuments', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'form-documents-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fileWith = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('reads the map the build wrote', () => {
    expect(readFormDocuments(fileWith('map.json', JSON.stringify(MAP)))).toEqual(MAP);
  });

  it.each([
    ['a missing file', undefined],
    ['a file that is not JSON', '{"download":'],
    ['a list', '[]'],
    ['a form that is not an object', '{"download": "/static/x.pdf"}'],
    ['a document that is not a path', '{"download": {"guide": 1}}'],
  ])('gives nothing for %s', (_case, text) => {
    const file = text === undefined ? path.join(dir, 'missing.json') : fileWith('bad.json', text);
    expect(readFormDocuments(file)).toBeUndefined();
  });
});

describe('documentPathFor', () => {
  it("finds a form's document by the entry id", () => {
    expect(documentPathFor(MAP, 'download', 'guide')).toBe('/static/c3/guide.pdf');
  });

  it.each([
    ['another form', 'contact', 'guide'],
    ['an unknown entry', 'download', 'other'],
    ['a path', 'download', '/static/c3/guide.pdf'],
    ['an inherited name', 'download', 'constructor'],
    ['an inherited form', '__proto__', 'guide'],
    ['an inherited form and entry', 'constructor', 'name'],
    ['a list of ids', 'download', ['guide']],
    ['no form name', undefined, 'guide'],
  ])('finds nothing for %s', (_case, formName, entryId) => {
    expect(documentPathFor(MAP, formName, entryId)).toBeUndefined();
  });
});
