/**
 * content:pull with answers it must not trust, from a stand-in client (no network): ids and
 * asset file names that would be paths, asset addresses that are not https, an empty or
 * partial sync, links inside the mirror, a broken sync state. Each is refused with a message,
 * and nothing is written anywhere: the whole work folder, mirror and siblings, is compared
 * byte for byte before and after.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tag } from '../../content-models/tag';
import type { DeliveryClient, WireItem } from './delivery-client';
import { serialize } from '../mirror/mirror-files';
import { hashTree } from './mirror-tree';
import { PullError, type PullOptions, SYNC_STATE_FILE, parsePullArguments, pull } from './pull';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LOCALE = 'en-US';

let slugs = 0;
const tagItem = (id: unknown, contentType: unknown = 'blogTag') => ({
  sys: { id, type: 'Entry', contentType: { sys: { id: contentType } } },
  fields: { name: { [LOCALE]: `Tag ${String(id)}` }, slug: { [LOCALE]: `tag-${(slugs += 1)}` } },
});
const assetItem = (
  id: unknown,
  { fileName = 'logo.png', url = `//assets.example/${String(id)}/logo.png` } = {},
) => ({
  sys: { id, type: 'Asset' },
  fields: {
    title: { [LOCALE]: 'Logo' },
    file: { [LOCALE]: { url, fileName, contentType: 'image/png' } },
  },
});
const deleted = (type: 'DeletedEntry' | 'DeletedAsset', id: unknown) => ({ sys: { id, type } });

/** A client answering each sync with the next list of items; it records the downloads. */
const fakeClient = (syncs: unknown[][], downloads: string[] = []): DeliveryClient => {
  let token = 0;
  return {
    host: 'cdn.example',
    spaceId: 'space1',
    environment: 'master',
    getSpace: async () => ({ sys: { id: 'space1' } }),
    getLocales: async () => [{ code: LOCALE, default: true }],
    getContentTypes: async () => [],
    sync: async () => {
      token += 1;
      return { items: (syncs.shift() ?? []) as WireItem[], nextSyncToken: `t${token}`, pages: 1 };
    },
    download: async (url: string) => {
      downloads.push(url);
      return PNG;
    },
  };
};

const FIRST_PULL = [
  tagItem('remote-work'),
  tagItem('hiring'),
  tagItem('payroll'),
  tagItem('teams'),
  assetItem('logo'),
];

let work: string;
let contentDir: string;

const run = (items: unknown[], options: Partial<PullOptions> = {}, downloads: string[] = []) =>
  pull({ contentDir, client: fakeClient([items], downloads), specs: [tag], ...options });

/** What a promise rejects with; an error that fails every instance check when it resolves. */
const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => new Error('it did not fail'),
    (caught: Error) => caught,
  );

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'pull-input-'));
  // Deep enough that every "../" below stays inside the folder the tests compare.
  contentDir = path.join(work, 'a/b/c/content');
  mkdirSync(path.dirname(contentDir), { recursive: true });
  writeFileSync(path.join(work, 'a/b/c/sibling.txt'), 'next to the mirror\n');
  await run(FIRST_PULL);
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('ids and file names from the Sync API', () => {
  it('refuses ids that are not Contentful ids, naming each, and writes nothing anywhere', async () => {
    const before = hashTree(work);
    const error = await rejection(
      run(
        [
          tagItem('fine'),
          tagItem('../../../../../escape'),
          tagItem('..'),
          tagItem('a/b'),
          tagItem('x'.repeat(65)),
          tagItem('tab\there'),
          tagItem(42),
          tagItem('ok', '../../../../outside'),
          assetItem('../../../../escape'),
          deleted('DeletedEntry', '../hiring'),
        ],
        { full: true },
      ),
    );
    expect(error).toBeInstanceOf(PullError);
    const rule = '(1 to 64 letters, digits, dots, hyphens or underscores)';
    expect(error.message.split('\n')).toEqual([
      'Contentful sent 9 item(s) that cannot go into the mirror, so nothing was written:',
      `  Contentful sent an entry with the id "../../../../../escape", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent an entry with the id "..", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent an entry with the id "a/b", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent an entry with the id "${'x'.repeat(65)}", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent an entry with the id "tab\\there", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent an entry with the id "42", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent the entry ok with the content type "../../../../outside", which is not a Contentful id ${rule}; content type ids become folder names.`,
      `  Contentful sent an asset with the id "../../../../escape", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
      `  Contentful sent a deleted entry with the id "../hiring", which is not a Contentful id ${rule}; ids become file names, so it cannot go into the mirror.`,
    ]);
    expect(hashTree(work)).toEqual(before);
    expect(existsSync(path.join(work, 'a/escape.json'))).toBe(false);
  });

  it.each([
    ['a NUL character', 'logo.png\u0000', '"logo.png\\u0000"'],
    ['a slash', 'a/b.png', '"a/b.png"'],
    ['a backslash', '..\\..\\logo.png', '"..\\\\..\\\\logo.png"'],
    ['a line break', 'logo\n.png', '"logo\\n.png"'],
    ['no extension', 'logo', '"logo"'],
    ['an extension with a space', 'logo.p g', '"logo.p g"'],
    ['more than 255 characters', `${'l'.repeat(252)}.png`, `"${'l'.repeat(77)}..."`],
  ])(
    'refuses an asset file name with %s, and writes nothing anywhere',
    async (_what, fileName, shown) => {
      const before = hashTree(work);
      const downloads: string[] = [];
      const error = await rejection(run([assetItem('logo', { fileName })], {}, downloads));
      expect(error).toBeInstanceOf(PullError);
      expect(error.message).toContain(
        `The asset logo has the file name ${shown}, which is not a plain file name`,
      );
      expect(downloads).toEqual([]);
      expect(hashTree(work)).toEqual(before);
    },
  );

  it.each([
    'file:///etc/passwd',
    'http://assets.example/logo.png',
    'ftp://assets.example/logo.png',
    'javascript:alert(1)',
    '//user:password@assets.example/logo.png',
    '///logo.png',
  ])('refuses the asset address %j before downloading anything', async (url) => {
    const before = hashTree(work);
    const downloads: string[] = [];
    const error = await rejection(run([assetItem('logo', { url })], {}, downloads));
    expect(error).toBeInstanceOf(PullError);
    expect(error.message).toContain(
      `Contentful gave the asset logo the file address ${JSON.stringify(url)}, which is not an https address`,
    );
    expect(downloads).toEqual([]);
    expect(hashTree(work)).toEqual(before);
  });

  it('accepts https and protocol-relative addresses and file names with spaces and capitals', async () => {
    const downloads: string[] = [];
    await run(
      [
        assetItem('logo', {
          fileName: 'Team Photo.PNG',
          url: 'https://assets.example/Team%20Photo.PNG',
        }),
      ],
      {},
      downloads,
    );
    expect(downloads).toEqual(['https://assets.example/Team%20Photo.PNG']);
    expect(readFileSync(path.join(contentDir, 'assets/logo.png'))).toEqual(PNG);
  });
});

describe('deletions', () => {
  it('an empty sync refuses and leaves the mirror as it was', async () => {
    const before = hashTree(work);
    const error = await rejection(run([], { full: true }));
    expect(error).toBeInstanceOf(PullError);
    expect(error.message).toMatch(
      /^This pull would leave the mirror without entries \(it would delete 5 of the mirror's 5 entries and assets\)\. .* run "npm run content:pull -- --allow-mass-delete"\.$/,
    );
    expect(hashTree(work)).toEqual(before);
  });

  it('an empty first sync refuses too: a mirror without entries is never written unasked', async () => {
    rmSync(contentDir, { recursive: true });
    const error = await rejection(run([], { full: true }));
    expect(error.message).toMatch(/^This pull would leave the mirror without entries/);
    expect(existsSync(contentDir)).toBe(false);
  });

  it('a sync deleting more than half of the mirror refuses, naming the share', async () => {
    const before = hashTree(work);
    // An initial sync with two of the five: three deleted, 60%.
    const partial = [tagItem('remote-work'), tagItem('hiring')];
    const error = await rejection(run(partial, { full: true }));
    expect(error.message).toMatch(
      /^This pull would delete 3 of the mirror's 5 entries and assets \(60%\), more than 50% at once\. /,
    );
    expect(hashTree(work)).toEqual(before);
  });

  it('deletes up to the configured share, and anything with --allow-mass-delete', async () => {
    const partial = () => [tagItem('remote-work'), tagItem('hiring')];
    const allowed = await run(partial(), { full: true, maxDeleteShare: 0.6 });
    expect(allowed.entries.deleted).toEqual([
      'entries/blogTag/payroll.json',
      'entries/blogTag/teams.json',
    ]);
    expect(allowed.assets.deleted).toEqual(['assets/logo.json']);

    const emptied = await run([], { full: true, allowMassDelete: true });
    expect(emptied.mirror).toEqual({ entries: 0, assets: 0 });
    expect(existsSync(path.join(contentDir, 'entries/blogTag/remote-work.json'))).toBe(false);
  });

  it('a delta that deletes one entry of five goes ahead', async () => {
    const report = await run([deleted('DeletedEntry', 'teams')]);
    expect(report.entries.deleted).toEqual(['entries/blogTag/teams.json']);
  });
});

describe('the mirror as content:pull finds it', () => {
  it('refuses a mirror holding a symbolic link, and writes nothing through it', async () => {
    const outside = path.join(work, 'outside.json');
    writeFileSync(outside, 'not to be overwritten\n');
    const linked = path.join(contentDir, 'entries/blogTag/hiring.json');
    rmSync(linked);
    symlinkSync(outside, linked);
    const before = hashTree(work);
    const error = await rejection(run([tagItem('hiring')]));
    expect(error).toBeInstanceOf(PullError);
    expect(error.message).toContain(
      'The mirror holds symbolic links, which content:pull never follows (a write through one lands outside the mirror): "entries/blogTag/hiring.json".',
    );
    expect(readFileSync(outside, 'utf8')).toBe('not to be overwritten\n');
    expect(hashTree(work)).toEqual(before);
  });

  it.each([
    ['starts with a byte-order mark', Buffer.from('\ufeff{}'), 'byte-order mark (U+FEFF'],
    ['is not JSON', Buffer.from('nextSyncToken=secret'), 'could not be read as JSON'],
    [
      "is not in the mirror's form",
      Buffer.from('{"nextSyncToken": "secret"}'),
      'differs from the form',
    ],
    [
      'lacks the token',
      Buffer.from(serialize({ spaceId: 'space1', environment: 'master' })),
      'is incomplete',
    ],
    [
      'holds links that are not objects',
      Buffer.from(
        serialize({
          spaceId: 's',
          environment: 'master',
          nextSyncToken: 't',
          unresolvedLinks: { a: 1 },
        }),
      ),
      'has unresolvedLinks that are not link fields by entry id',
    ],
  ])('names a sync state that %s, and says how to start again', async (_what, bytes, expected) => {
    writeFileSync(path.join(contentDir, SYNC_STATE_FILE), bytes);
    const error = await rejection(run([]));
    expect(error).toBeInstanceOf(PullError);
    expect(error.message).toContain(expected);
    expect(error.message).toContain('run "npm run content:pull -- --full"');
    expect(error.message).not.toContain('secret');
  });
});

describe('parsePullArguments', () => {
  it('reads --full, --allow-mass-delete and --max-delete-share', () => {
    expect(parsePullArguments([])).toEqual({});
    expect(
      parsePullArguments(['--full', '--allow-mass-delete', '--max-delete-share=0.25']),
    ).toEqual({ full: true, allowMassDelete: true, maxDeleteShare: 0.25 });
    expect(parsePullArguments(['--max-delete-share=1'])).toEqual({ maxDeleteShare: 1 });
  });

  it.each([
    '--max-delete-share=2',
    '--max-delete-share=',
    '--max-delete-share=50%',
    '--max-delete-share=-0.1',
  ])('refuses %s', (arg) => {
    expect(() => parsePullArguments([arg])).toThrow(
      '--max-delete-share must be a share from 0 to 1',
    );
  });

  it('reads --summary=<file>, and refuses it without a file', () => {
    expect(parsePullArguments(['--summary=out/summary.md'])).toEqual({
      summaryFile: 'out/summary.md',
    });
    expect(() => parsePullArguments(['--summary='])).toThrow('--summary needs the file to write');
  });

  it('refuses anything else, showing it escaped', () => {
    expect(() => parsePullArguments(['--fulll\u001b[2J'])).toThrow(
      'Unknown argument: "--fulll\\u001b[2J"',
    );
  });
});
