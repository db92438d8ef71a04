import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { documentPathFor, readFormDocuments } from '../netlify/form-documents';
import { formDocuments, writeFormDocuments } from './form-documents';

const asset = (publicURL: string | null) => ({ localFile: { publicURL } });

const DATA: Queries.FormDocumentsQuery = {
  allContentfulSectionForm: {
    nodes: [
      {
        contentful_id: 'ccw-form',
        form: 'ccw2025-report',
        document: asset('/static/a1/report.pdf'),
      },
      { contentful_id: 'contact-form', form: 'contact', document: null },
      { contentful_id: 'no-file-yet', form: 'contact', document: asset(null) },
      {
        contentful_id: 'other-ccw-form',
        form: 'ccw2025-report',
        document: asset('/static/b2/x.pdf'),
      },
    ],
  },
  allContentfulGatedContent: {
    nodes: [
      { contentful_id: 'guide', file: asset('/static/c3/guide.pdf') },
      { contentful_id: 'no-file', file: null },
    ],
  },
};

describe('formDocuments', () => {
  it("maps each form's documents by entry id, the downloads under `download`", () => {
    expect(formDocuments(DATA)).toEqual({
      'ccw2025-report': {
        'ccw-form': '/static/a1/report.pdf',
        'other-ccw-form': '/static/b2/x.pdf',
      },
      download: { guide: '/static/c3/guide.pdf' },
    });
  });

  it('is empty when no entry has a document', () => {
    expect(
      formDocuments({
        allContentfulSectionForm: { nodes: [] },
        allContentfulGatedContent: { nodes: [{ contentful_id: 'x', file: null }] },
      }),
    ).toEqual({});
  });
});

describe('writeFormDocuments', () => {
  const cwd = process.cwd();
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'form-documents-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the map where the function reads it', async () => {
    const reporter = { info: jest.fn(), panic: jest.fn() };
    const graphql = jest.fn().mockResolvedValue({ data: DATA });
    await writeFormDocuments({ graphql, reporter } as unknown as BuildArgs);
    expect(reporter.panic).not.toHaveBeenCalled();
    const map = readFormDocuments();
    expect(map).toEqual(formDocuments(DATA));
    expect(documentPathFor(map ?? {}, 'download', 'guide')).toBe('/static/c3/guide.pdf');
  });

  it('stops the build when the query fails', async () => {
    const reporter = { info: jest.fn(), panic: jest.fn() };
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error('bad field')] });
    await writeFormDocuments({ graphql, reporter } as unknown as BuildArgs);
    expect(reporter.panic).toHaveBeenCalledWith(expect.stringContaining('documents'), [
      new Error('bad field'),
    ]);
    expect(readFormDocuments()).toBeUndefined();
  });
});
