/**
 * One id rule (src/lib/input-rules.ts) for everything that becomes a mirror file name: random
 * strings fed to content:pull's conversion of sync items and to the mirror validator are taken
 * exactly when the rule takes them.
 */
import fc from 'fast-check';
import { tmpdir } from 'node:os';
import { tag } from '../content-models/tag';
import { isContentfulId } from '../src/lib/input-rules';
import { anyCodePointString } from '../src/lib/any-code-point';
import { SyncItemError, mirrorChangeOf } from './contentful/to-mirror';
import type { Mirror } from './mirror/mirror-files';
import { validateMirror } from './mirror/validate';

/** Any text, any UTF-16, near-valid ids and the edge cases of the rule. */
const candidates = fc.oneof(
  fc.string(),
  anyCodePointString(),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,70}$/),
  fc.constantFrom('', '.', '..', '...', '-', '_', 'a'.repeat(64), 'a'.repeat(65), 'a/b', 'a\\b'),
);

const syncItem = (type: string, id: string) => {
  switch (type) {
    case 'Entry':
      return {
        sys: { id, type, contentType: { sys: { id: 'blogTag' } } },
        fields: { name: { 'en-US': 'Remote work' } },
      };
    case 'Asset':
      return {
        sys: { id, type },
        fields: { file: { 'en-US': { url: '//assets.example/x.png', fileName: 'x.png' } } },
      };
    default:
      return { sys: { id, type } };
  }
};

const takenByPull = (item: unknown): boolean => {
  try {
    mirrorChangeOf(item, 'en-US', new Map([[tag.id, tag]]));
    return true;
  } catch (error) {
    if (error instanceof SyncItemError) return false;
    throw error;
  }
};

/** Whether the validator reports the id of the only entry, or the only asset, of a mirror. */
const idReported = (id: string, kind: 'entry' | 'asset'): boolean => {
  const raw = { fields: { name: 'Remote work', slug: 'remote-work' } };
  const mirror: Mirror = {
    root: tmpdir(),
    unreadable: [],
    entries:
      kind === 'entry'
        ? [
            {
              id,
              contentTypeId: 'blogTag',
              file: `entries/blogTag/${id}.json`,
              fields: raw.fields,
              raw,
            },
          ]
        : [],
    assets:
      kind === 'asset'
        ? [
            {
              id,
              file: `assets/${id}.json`,
              title: 'Logo',
              description: '',
              fileName: 'x.png',
              contentType: 'image/png',
              binaryPath: `${tmpdir()}/missing.png`,
              raw: { title: 'Logo', description: '', fileName: 'x.png', contentType: 'image/png' },
            },
          ]
        : [],
  };
  return validateMirror(mirror, [tag], { allowEmpty: true }).some(
    (error) => error.field === '(id)',
  );
};

describe('the Contentful id rule', () => {
  it('content:pull takes an entry, an asset or a deletion exactly when its id fits the rule', () => {
    fc.assert(
      fc.property(
        candidates,
        fc.constantFrom('Entry', 'Asset', 'DeletedEntry', 'DeletedAsset'),
        (id, type) => takenByPull(syncItem(type, id)) === isContentfulId(id),
      ),
      { numRuns: 500 },
    );
  });

  it('the mirror validator reports an entry or asset id exactly when it breaks the rule', () => {
    fc.assert(
      fc.property(
        candidates,
        fc.constantFrom('entry' as const, 'asset' as const),
        (id, kind) => idReported(id, kind) === !isContentfulId(id),
      ),
      { numRuns: 500 },
    );
  });
});
