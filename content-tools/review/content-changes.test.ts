import { contentTypes } from '../../content-models';
import {
  type MirrorSnapshot,
  type SnapshotAsset,
  type SnapshotEntry,
  contentChanges,
} from './content-changes';

const post = (fields: SnapshotEntry['fields'], id = 'post-one'): SnapshotEntry => ({
  id,
  contentTypeId: 'blogPost',
  fields: {
    title: 'How we hire',
    slug: 'how-we-hire',
    excerpt: 'Our process.',
    body: 'We hire slowly. We pay fairly. We train everyone.',
    author: 'jane',
    category: 'hiring',
    publishDate: '2024-05-01',
    ...fields,
  },
});
const author = (name: string, id = 'jane'): SnapshotEntry => ({
  id,
  contentTypeId: 'author',
  fields: { name, slug: id },
});
const picture = (overrides: Partial<SnapshotAsset> = {}): SnapshotAsset => ({
  id: 'hero',
  title: 'Team photo',
  description: 'The team',
  fileName: 'team.jpg',
  contentType: 'image/jpeg',
  fileDigest: 'aaa',
  ...overrides,
});
const mirror = (
  entries: readonly SnapshotEntry[] = [],
  assets: readonly SnapshotAsset[] = [],
): MirrorSnapshot => ({
  entries,
  assets,
});

const BASE = mirror([post({}), author('Jane Doe'), author('Sam Roe', 'sam')], [picture()]);

describe('contentChanges', () => {
  it('finds nothing when the mirrors are the same', () => {
    expect(contentChanges(BASE, BASE, contentTypes)).toEqual([]);
  });

  it('names an added entry by its content type and display field', () => {
    const after = mirror([...BASE.entries, post({ title: 'A new post' }, 'post-two')], BASE.assets);
    expect(contentChanges(BASE, after, contentTypes)).toEqual([
      { kind: 'added', typeName: 'Blog post', id: 'post-two', title: 'A new post', fields: [] },
    ]);
  });

  it('shows a short text before and after', () => {
    const after = mirror([post({ title: 'How we hire now' }), ...BASE.entries.slice(1)]);
    const [change] = contentChanges(mirror(BASE.entries), after, contentTypes);
    expect(change).toEqual({
      kind: 'edited',
      typeName: 'Blog post',
      id: 'post-one',
      title: 'How we hire now',
      fields: [
        {
          field: 'title',
          label: 'Title',
          kind: 'value',
          before: 'How we hire',
          after: 'How we hire now',
        },
      ],
    });
  });

  it('shows a cleared optional field as empty', () => {
    const before = mirror([
      post({ tags: ['remote'] }, 'p'),
      { id: 'remote', contentTypeId: 'blogTag', fields: { name: 'Remote', slug: 'remote' } },
    ]);
    const after = mirror([post({}, 'p'), before.entries[1] as SnapshotEntry]);
    expect(contentChanges(before, after, contentTypes)[0]?.fields).toEqual([
      { field: 'tags', label: 'Tags', kind: 'links', targets: [] },
    ]);
  });

  it('shows a long text as word counts and its first differing sentence', () => {
    const after = mirror([
      post({ body: 'We hire slowly. We pay more than fairly, always. We train everyone.' }),
    ]);
    const [change] = contentChanges(mirror([post({})]), after, contentTypes);
    expect(change?.fields).toEqual([
      {
        field: 'body',
        label: 'Body',
        kind: 'text',
        wordsBefore: 9,
        wordsAfter: 12,
        sentence: { before: 'We pay fairly.', after: 'We pay more than fairly, always.' },
      },
    ]);
  });

  it('shows a sentence added at the end of a long text, and a change of spacing only', () => {
    const added = contentChanges(
      mirror([post({})]),
      mirror([post({ body: 'We hire slowly. We pay fairly. We train everyone. Join us!' })]),
      contentTypes,
    );
    expect(added[0]?.fields[0]).toMatchObject({
      wordsAfter: 11,
      sentence: { before: undefined, after: 'Join us!' },
    });
    const spacing = contentChanges(
      mirror([post({})]),
      mirror([post({ body: 'We hire slowly.\n\nWe pay fairly.  We train everyone.' })]),
      contentTypes,
    );
    expect(spacing[0]?.fields[0]).toMatchObject({
      wordsBefore: 9,
      wordsAfter: 9,
      sentence: undefined,
    });
  });

  it('names what a reference points to now by the titles of its targets', () => {
    const after = mirror(
      [post({ author: 'sam', heroImage: 'hero' }), ...BASE.entries.slice(1)],
      BASE.assets,
    );
    const [change] = contentChanges(BASE, after, contentTypes);
    expect(change?.fields).toEqual([
      { field: 'heroImage', label: 'Hero image', kind: 'links', targets: ['Team photo'] },
      { field: 'author', label: 'Author', kind: 'links', targets: ['Sam Roe'] },
    ]);
  });

  it('names an author renamed in the same pull by the new name', () => {
    const after = mirror([
      post({ author: 'sam' }),
      author('Jane Doe'),
      author('Samuel Roe', 'sam'),
    ]);
    const changes = contentChanges(mirror(BASE.entries), after, contentTypes);
    expect(changes.map((change) => [change.kind, change.typeName, change.title])).toEqual([
      ['edited', 'Author', 'Samuel Roe'],
      ['edited', 'Blog post', 'How we hire'],
    ]);
    expect(changes[1]?.fields[0]).toMatchObject({ kind: 'links', targets: ['Samuel Roe'] });
  });

  it('names a removed entry as it was, and one without a title by its id', () => {
    const before = mirror([
      ...BASE.entries,
      { id: 'menu-x', contentTypeId: 'navigationItem', fields: {} },
    ]);
    const after = mirror([post({})]);
    expect(contentChanges(before, after, contentTypes)).toEqual([
      { kind: 'removed', typeName: 'Author', id: 'jane', title: 'Jane Doe', fields: [] },
      { kind: 'removed', typeName: 'Author', id: 'sam', title: 'Sam Roe', fields: [] },
      { kind: 'removed', typeName: 'Navigation item', id: 'menu-x', title: 'menu-x', fields: [] },
    ]);
  });

  it('labels fields and types the models do not know by their ids', () => {
    const before = mirror([{ id: 'x', contentTypeId: 'mystery', fields: { size: 1 } }]);
    const after = mirror([
      { id: 'x', contentTypeId: 'mystery', fields: { size: 2, tags: ['a', 'b'] } },
    ]);
    expect(contentChanges(before, after, contentTypes)).toEqual([
      {
        kind: 'edited',
        typeName: 'mystery',
        id: 'x',
        title: 'x',
        fields: [
          { field: 'size', label: 'size', kind: 'value', before: '1', after: '2' },
          { field: 'tags', label: 'tags', kind: 'value', before: undefined, after: 'a, b' },
        ],
      },
    ]);
  });

  it('reports assets added, edited (a replaced file included) and removed, sorted by title', () => {
    const after = mirror(BASE.entries, [
      picture({ title: 'New team photo', fileDigest: 'bbb' }),
      picture({ id: 'logo', title: '', fileName: 'logo.png', contentType: 'image/png' }),
    ]);
    const before = mirror(BASE.entries, [...BASE.assets, picture({ id: 'old', title: 'Old map' })]);
    expect(contentChanges(before, after, contentTypes)).toEqual([
      { kind: 'added', typeName: 'Asset', id: 'logo', title: 'logo.png', fields: [] },
      {
        kind: 'edited',
        typeName: 'Asset',
        id: 'hero',
        title: 'New team photo',
        fields: [
          {
            field: 'title',
            label: 'Title',
            kind: 'value',
            before: 'Team photo',
            after: 'New team photo',
          },
          { field: 'file', label: 'File', kind: 'file' },
        ],
      },
      { kind: 'removed', typeName: 'Asset', id: 'old', title: 'Old map', fields: [] },
    ]);
  });
});
