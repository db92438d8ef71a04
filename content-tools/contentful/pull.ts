/**
 * content:pull: brings the mirror up to date with the published content of a space through the
 * Sync API. The first pull (or `--full`) is an initial sync that replaces the mirror; later pulls
 * send the stored sync token and apply only what changed, deletions included. Everything is
 * written into a temporary tree that replaces the mirror only when the sync, the downloads and
 * the validator all succeeded.
 *
 * What Contentful sends is checked before anything is written (ids and asset file names become
 * file names; asset addresses must be https), and a result that would delete more than half of
 * the mirror, or leave it without entries, is refused unless asked for: an empty or partial
 * answer looks exactly like editors deleting everything.
 *
 * Links to entries or assets that are not published (drafts, or unpublished later) are left out
 * of the mirror, exactly as the live site leaves them out; the link is kept in the sync state
 * and restored by a later pull once its target is published.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { type ContentTypeSpec, contentTypes as allContentTypes } from '../../content-models';
import { showInput } from '../../src/lib/input-rules';
import { type JsonValue, parseMirrorJson, readMirror, serialize } from '../mirror/mirror-files';
import { formatErrors, validateMirror } from '../mirror/validate';
import { PULL_REQUEST_BODY_LIMIT, changeSummaryMarkdown } from '../review/change-summary';
import { type ContentChange, contentChanges, mirrorSnapshot } from '../review/content-changes';
import {
  CONTENT_TYPES_RECORD,
  type RecordedContentType,
  contentTypeDrift,
  modelsAsRecord,
  recordContentTypes,
} from './content-types-record';
import type { DeliveryClient } from './delivery-client';
import { createTempTree, hashTree, linksIn, recoverInterruptedPull } from './mirror-tree';
import {
  type MirrorChange,
  type PulledAsset,
  SyncItemError,
  isLinkField,
  mirrorChangeOf,
} from './to-mirror';

/** The sync state kept in the mirror, so the next pull (also in CI) continues from it. */
export const SYNC_STATE_FILE = 'contentful-sync.json';

type LinkFields = Record<string, JsonValue>;

export interface SyncState {
  spaceId: string;
  environment: string;
  nextSyncToken: string;
  /** Link fields of entries that link to something not published: the links as published. */
  unresolvedLinks: Record<string, LinkFields>;
}

export class PullError extends Error {}

export interface Changes {
  added: string[];
  changed: string[];
  deleted: string[];
}

export interface PullReport {
  mode: 'initial' | 'delta';
  /** Items the Sync API sent, in how many pages. */
  items: number;
  pages: number;
  entries: Changes;
  assets: Changes;
  /** Each changed entry and asset as a reviewer reads it (the pull request's summary). */
  changes: ContentChange[];
  contentTypesChanged: boolean;
  /** True when nothing differed from the mirror, which was then left untouched. */
  upToDate: boolean;
  /** Links left out because their target is not published, one line each. */
  unresolvedLinks: string[];
  /** Differences between the space's content types and content-models. */
  drift: string[];
  mirror: { entries: number; assets: number };
}

export interface PullOptions {
  contentDir: string;
  client: DeliveryClient;
  full?: boolean;
  specs?: readonly ContentTypeSpec[];
  /** Items per sync page asked for (Contentful allows up to 1000). */
  pageLimit?: number;
  /** Share of the mirror's entries and assets one pull may delete (default MAX_DELETE_SHARE). */
  maxDeleteShare?: number;
  /** Lets a pull delete more than that, or leave the mirror without entries. */
  allowMassDelete?: boolean;
  log?: (line: string) => void;
}

/** A pull may delete at most half of the mirror's entries and assets unless told otherwise. */
export const MAX_DELETE_SHARE = 0.5;

const REPLACED = ['entries', 'assets', CONTENT_TYPES_RECORD, SYNC_STATE_FILE];
const DOWNLOADS_AT_ONCE = 4;

const isObject = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readSyncState = (contentDir: string): SyncState | undefined => {
  const file = path.join(contentDir, SYNC_STATE_FILE);
  if (!existsSync(file)) return undefined;
  const fix = 'run "npm run content:pull -- --full" to start again from an initial sync';
  const json = parseMirrorJson(readFileSync(file));
  if (!json.ok) throw new PullError(`${file} ${json.message}; ${fix}.`);
  const state = isObject(json.value) ? json.value : {};
  const { spaceId, environment, nextSyncToken, unresolvedLinks = {} } = state;
  if (![spaceId, environment, nextSyncToken].every((part) => typeof part === 'string' && part)) {
    throw new PullError(
      `${file} is incomplete (it needs spaceId, environment and nextSyncToken as text); ${fix}.`,
    );
  }
  if (!isObject(unresolvedLinks) || !Object.values(unresolvedLinks).every(isObject)) {
    throw new PullError(
      `${file} has unresolvedLinks that are not link fields by entry id; ${fix}.`,
    );
  }
  return { ...state, unresolvedLinks } as unknown as SyncState;
};

const writeFile = (root: string, relative: string, content: string | Buffer): void => {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** An entry file of the tree; undefined when it is not JSON (the validator reports it). */
const readEntry = (root: string, relative: string): Record<string, JsonValue> | undefined => {
  const json = parseMirrorJson(readFileSync(path.join(root, relative)));
  return json.ok && isObject(json.value) ? json.value : undefined;
};

/** Entry id → its file (entries/<type>/<id>.json) in a tree. */
const indexEntries = (root: string): Map<string, string> => {
  const index = new Map<string, string>();
  const dir = path.join(root, 'entries');
  if (!existsSync(dir)) return index;
  for (const type of readdirSync(dir, { withFileTypes: true })) {
    if (!type.isDirectory()) continue;
    for (const name of readdirSync(path.join(dir, type.name))) {
      if (name.endsWith('.json')) {
        index.set(name.slice(0, -'.json'.length), `entries/${type.name}/${name}`);
      }
    }
  }
  return index;
};

const assetIdsIn = (root: string): Set<string> => {
  const dir = path.join(root, 'assets');
  return new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length))
      : [],
  );
};

/** An asset's files: its JSON and any binary named after its id. */
const removeAssetFiles = (root: string, id: string, keep?: string): void => {
  const dir = path.join(root, 'assets');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const relative = `assets/${name}`;
    if (relative === keep) continue;
    const stem = name.endsWith('.json')
      ? name.slice(0, -'.json'.length)
      : name.slice(0, name.length - path.extname(name).length);
    if (stem === id) rmSync(path.join(dir, name));
  }
};

const runLimited = async <T>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
};

const canonical = (value: JsonValue | undefined): string => JSON.stringify(value ?? null);

/**
 * Leaves out links whose target is not in the tree, in every entry, and restores links whose
 * target arrived. `raw` holds the links as published for entries that had unresolved ones.
 */
const resolveLinks = (
  root: string,
  specs: ReadonlyMap<string, ContentTypeSpec>,
  raw: Map<string, LinkFields>,
): { unresolved: Record<string, LinkFields>; messages: string[] } => {
  const entries = indexEntries(root);
  const assets = assetIdsIn(root);
  const unresolved: Record<string, LinkFields> = {};
  const messages: string[] = [];
  for (const [id, file] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const spec = specs.get(file.split('/')[1] ?? '');
    const json = spec && readEntry(root, file);
    if (!spec || !json) continue;
    const fields = isObject(json.fields) ? json.fields : {};
    const published = raw.get(id) ?? {};
    const missing: LinkFields = {};
    let edited = false;
    for (const [fieldId, fieldSpec] of Object.entries(spec.fields)) {
      if (!isLinkField(fieldSpec)) continue;
      const value = Object.prototype.hasOwnProperty.call(published, fieldId)
        ? published[fieldId]
        : fields[fieldId];
      if (value === undefined) continue;
      const toEntry = fieldSpec.kind === 'Entry' || fieldSpec.kind === 'Entries';
      const exists = (target: JsonValue) =>
        typeof target === 'string' && (toEntry ? entries.has(target) : assets.has(target));
      const ids = Array.isArray(value) ? value : [value];
      const kept = ids.filter(exists);
      for (const target of ids.filter((target) => !exists(target))) {
        messages.push(
          `${file} › fields.${fieldId}: links to the ${toEntry ? 'entry' : 'asset'} ${JSON.stringify(target)}, ` +
            'which is not published; left out until it is',
        );
      }
      if (kept.length !== ids.length) missing[fieldId] = value;
      const next: JsonValue | undefined = Array.isArray(value)
        ? kept.length > 0
          ? kept
          : undefined
        : kept[0];
      if (canonical(next) !== canonical(fields[fieldId])) {
        fields[fieldId] = next as JsonValue;
        edited = true;
      }
    }
    if (Object.keys(missing).length > 0) unresolved[id] = missing;
    if (edited) {
      const kept = Object.entries(fields).filter(([, value]) => value !== undefined);
      writeFile(root, file, serialize({ ...json, fields: Object.fromEntries(kept) } as JsonValue));
    }
  }
  return { unresolved, messages };
};

/** Groups a tree's files by entry and asset; the value is a digest of the group's files. */
const entities = (files: Map<string, string>) => {
  const entries = new Map<string, string>();
  const assets = new Map<string, string>();
  for (const [file, hash] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (/^entries\/[^/]+\/[^/]+\.json$/.test(file)) entries.set(file, hash);
    else if (file.startsWith('assets/') && !file.slice('assets/'.length).startsWith('.')) {
      const name = file.slice('assets/'.length);
      const id = name.endsWith('.json')
        ? name.slice(0, -'.json'.length)
        : name.slice(0, name.length - path.extname(name).length);
      const key = `assets/${id}.json`;
      assets.set(key, `${assets.get(key) ?? ''}${name}:${hash};`);
    }
  }
  return { entries, assets };
};

const compare = (before: Map<string, string>, after: Map<string, string>): Changes => ({
  added: [...after.keys()].filter((key) => !before.has(key)),
  changed: [...after.keys()].filter((key) => before.has(key) && before.get(key) !== after.get(key)),
  deleted: [...before.keys()].filter((key) => !after.has(key)),
});

/**
 * Every sync item as a change to the mirror, before anything is written: an item the mirror
 * cannot hold (an id that is no Contentful id, an asset file name that is a path, an address
 * that is not https) refuses the whole pull, listing each such item.
 */
const changesOf = (
  items: readonly unknown[],
  locale: string,
  specs: ReadonlyMap<string, ContentTypeSpec>,
): MirrorChange[] => {
  const changes: MirrorChange[] = [];
  const refused: string[] = [];
  for (const item of items) {
    try {
      const change = mirrorChangeOf(item, locale, specs);
      if (change) changes.push(change);
    } catch (error) {
      if (!(error instanceof SyncItemError)) throw error;
      refused.push(error.message);
    }
  }
  if (refused.length > 0) {
    const shown = refused.slice(0, 20).map((line) => `  ${line}`);
    if (refused.length > shown.length) shown.push(`  …and ${refused.length - shown.length} more`);
    throw new PullError(
      `Contentful sent ${refused.length} item(s) that cannot go into the mirror, so nothing was written:\n${shown.join('\n')}`,
    );
  }
  return changes;
};

/** Why a pull that deletes this much is refused, or undefined when it may go ahead. */
const massDeletion = (
  before: number,
  deleted: number,
  entriesAfter: number,
  maxShare: number,
): string | undefined => {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const what = `delete ${deleted} of the mirror's ${before} entries and assets`;
  const reason =
    entriesAfter === 0
      ? `leave the mirror without entries${deleted > 0 ? ` (it would ${what})` : ''}`
      : before > 0 && deleted / before > maxShare
        ? `${what} (${percent(deleted / before)}), more than ${percent(maxShare)} at once`
        : undefined;
  return (
    reason &&
    `This pull would ${reason}. An empty or partial answer from Contentful (a wrong space or ` +
      'environment, a token without access to the content, an outage) looks exactly like that, so the ' +
      'mirror was left as it was. If the content really was deleted or unpublished in Contentful, ' +
      'run "npm run content:pull -- --allow-mass-delete".'
  );
};

export const pull = async (options: PullOptions): Promise<PullReport> => {
  const { contentDir, client } = options;
  const log = options.log ?? (() => undefined);
  const specList = options.specs ?? allContentTypes;
  const specs = new Map(specList.map((spec) => [spec.id, spec]));

  if (statSync(contentDir, { throwIfNoEntry: false })?.isDirectory() === false) {
    throw new PullError(`${contentDir} is a file, not the content mirror's folder.`);
  }
  recoverInterruptedPull(contentDir);
  const links = linksIn(contentDir);
  if (links.length > 0) {
    throw new PullError(
      `The mirror holds symbolic links, which content:pull never follows (a write through one lands outside the mirror): ${links.map((link) => showInput(link)).join(', ')}. Replace them with the files themselves.`,
    );
  }
  const state = readSyncState(contentDir);
  if (
    state &&
    !options.full &&
    (state.spaceId !== client.spaceId || state.environment !== client.environment)
  ) {
    throw new PullError(
      `The mirror was pulled from space ${state.spaceId} (environment ${state.environment}), not ` +
        `${client.spaceId} (${client.environment}). Check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT, ` +
        'or run "npm run content:pull -- --full" to replace the mirror with that space.',
    );
  }
  const mode = options.full || !state ? 'initial' : 'delta';

  await client.getSpace();
  const locales = await client.getLocales();
  const locale = (locales.find((item) => item.default) ?? locales[0])?.code;
  if (typeof locale !== 'string' || locale === '') {
    throw new PullError(`The environment ${client.environment} has no locales.`);
  }
  const record: RecordedContentType[] = recordContentTypes(await client.getContentTypes());
  log(
    `Contentful space ${client.spaceId} (${client.environment}) at ${client.host}: ` +
      `${mode === 'initial' ? 'initial sync of every published entry and asset' : 'changes since the last pull'}…`,
  );
  const sync = await client.sync(mode === 'delta' ? state?.nextSyncToken : undefined, {
    pageLimit: options.pageLimit,
  });
  const changes = changesOf(sync.items, locale, specs);

  const tree = createTempTree(contentDir, { copyContent: mode === 'delta', replaced: REPLACED });
  try {
    const raw = new Map(Object.entries(mode === 'delta' ? (state?.unresolvedLinks ?? {}) : {}));
    const entryFiles = indexEntries(tree.dir);
    const downloads = new Map<string, PulledAsset>();
    for (const change of changes) {
      if (change.type === 'Entry') {
        const { entry } = change;
        const previous = entryFiles.get(entry.id);
        if (previous && previous !== entry.file) rmSync(path.join(tree.dir, previous));
        writeFile(tree.dir, entry.file, serialize({ fields: entry.fields }));
        entryFiles.set(entry.id, entry.file);
        raw.delete(entry.id);
      } else if (change.type === 'DeletedEntry') {
        const previous = entryFiles.get(change.id);
        if (previous) rmSync(path.join(tree.dir, previous));
        entryFiles.delete(change.id);
        raw.delete(change.id);
      } else if (change.type === 'Asset') {
        const { asset } = change;
        removeAssetFiles(tree.dir, asset.id, asset.binaryFile);
        writeFile(tree.dir, asset.file, serialize(asset.json));
        downloads.set(asset.id, asset);
      } else {
        removeAssetFiles(tree.dir, change.id);
        downloads.delete(change.id);
      }
    }
    await runLimited([...downloads.values()], DOWNLOADS_AT_ONCE, async (asset) => {
      writeFile(tree.dir, asset.binaryFile, await client.download(asset.url));
    });
    const resolved = resolveLinks(tree.dir, specs, raw);
    writeFile(tree.dir, CONTENT_TYPES_RECORD, serialize(record as unknown as JsonValue));

    const before = hashTree(contentDir);
    const after = hashTree(tree.dir);
    const old = entities(before);
    const next = entities(after);
    const entries = compare(old.entries, next.entries);
    const assets = compare(old.assets, next.assets);
    const refusal = options.allowMassDelete
      ? undefined
      : massDeletion(
          old.entries.size + old.assets.size,
          entries.deleted.length + assets.deleted.length,
          next.entries.size,
          options.maxDeleteShare ?? MAX_DELETE_SHARE,
        );
    if (refusal) throw new PullError(refusal);
    const contentTypesChanged =
      before.get(CONTENT_TYPES_RECORD) !== after.get(CONTENT_TYPES_RECORD);
    const linksChanged =
      canonical(resolved.unresolved as JsonValue) !==
      canonical((state?.unresolvedLinks ?? {}) as JsonValue);
    const nothingChanged =
      mode === 'delta' &&
      !contentTypesChanged &&
      !linksChanged &&
      [entries, assets].every(
        (counts) => counts.added.length + counts.changed.length + counts.deleted.length === 0,
      );

    const newState: SyncState = {
      spaceId: client.spaceId,
      environment: client.environment,
      nextSyncToken: sync.nextSyncToken,
      unresolvedLinks: resolved.unresolved,
    };
    writeFile(tree.dir, SYNC_STATE_FILE, serialize(newState as unknown as JsonValue));

    const mirror = readMirror(tree.dir);
    const errors = validateMirror(mirror, specList, { allowEmpty: options.allowMassDelete });
    if (errors.length > 0) {
      const unresolved = resolved.messages.length
        ? `\nLinks left out because their target is not published:\n${resolved.messages.join('\n')}`
        : '';
      throw new PullError(
        `The pulled content breaks the content models in ${errors.length} place(s), so the mirror was left as it was. ` +
          `Fix the content in Contentful (or content-models), then pull again:\n${formatErrors(errors, contentDir)}${unresolved}`,
      );
    }

    const changed = contentChanges(
      mirrorSnapshot(readMirror(contentDir), before),
      mirrorSnapshot(mirror, after),
      specList,
    );
    if (nothingChanged) tree.discard();
    else tree.swapIn();
    return {
      mode,
      items: sync.items.length,
      pages: sync.pages,
      entries,
      assets,
      changes: changed,
      contentTypesChanged,
      upToDate: nothingChanged,
      unresolvedLinks: resolved.messages,
      drift: contentTypeDrift(modelsAsRecord(specList), record),
      mirror: { entries: mirror.entries.length, assets: mirror.assets.length },
    };
  } catch (error) {
    tree.discard();
    throw error;
  }
};

const countLine = (label: string, changes: Changes): string =>
  `${label}: ${changes.added.length} added, ${changes.changed.length} changed, ${changes.deleted.length} deleted`;

/** The report as content:pull prints it. */
export const formatPullReport = (report: PullReport, shownDir: string): string => {
  const lines = [
    `${report.mode === 'initial' ? 'Initial sync' : 'Delta sync'}: ${report.items} item(s) in ${report.pages} page(s).`,
    countLine('Entries', report.entries),
    countLine('Assets', report.assets),
  ];
  if (report.contentTypesChanged)
    lines.push(`Content types: record updated (${CONTENT_TYPES_RECORD}).`);
  const gone = [...report.entries.deleted, ...report.assets.deleted];
  if (gone.length > 0) {
    lines.push(
      `${report.mode === 'initial' ? 'No longer in the space (removed from the mirror)' : 'Deleted'}:`,
      ...gone.map((file) => `  ${file}`),
    );
  }
  if (report.changes.length > 0) {
    lines.push('', changeSummaryMarkdown(report.changes, PULL_REQUEST_BODY_LIMIT).trimEnd(), '');
  }
  if (report.unresolvedLinks.length > 0) {
    lines.push('Links left out because their target is not published:');
    lines.push(...report.unresolvedLinks.map((line) => `  ${line}`));
  }
  if (report.drift.length > 0) {
    lines.push(
      'Warning: the space’s content types differ from content-models (npx tsx scripts/content-drift.ts):',
      ...report.drift.map((line) => `  ${line}`),
    );
  }
  lines.push(
    report.upToDate
      ? `The mirror (${shownDir}) is up to date; nothing was written.`
      : `Content mirror OK: ${report.mirror.entries} entries, ${report.mirror.assets} assets (${shownDir}).`,
  );
  return lines.join('\n');
};

export const PULL_USAGE =
  'Usage: npm run content:pull [-- [--full] [--allow-mass-delete] [--max-delete-share=<0 to 1>] [--summary=<file>]]';

export type PullArguments = Pick<PullOptions, 'full' | 'allowMassDelete' | 'maxDeleteShare'> & {
  /** Where to write the change summary as Markdown, for the pull request's body. */
  summaryFile?: string;
};

/** content:pull's command line; throws PullError naming what it does not understand. */
export const parsePullArguments = (args: readonly string[]): PullArguments => {
  const parsed: PullArguments = {};
  for (const arg of args) {
    const share = /^--max-delete-share=(.*)$/s.exec(arg)?.[1];
    const summary = /^--summary=(.*)$/s.exec(arg)?.[1];
    if (arg === '--full') parsed.full = true;
    else if (summary !== undefined && summary.trim() !== '') parsed.summaryFile = summary;
    else if (summary !== undefined) {
      throw new PullError(
        `--summary needs the file to write, such as --summary=summary.md.\n${PULL_USAGE}`,
      );
    } else if (arg === '--allow-mass-delete') parsed.allowMassDelete = true;
    else if (share !== undefined && /^(0(\.\d+)?|1(\.0+)?)$/.test(share)) {
      parsed.maxDeleteShare = Number(share);
    } else if (share !== undefined) {
      throw new PullError(
        `--max-delete-share must be a share from 0 to 1, such as 0.5 (got ${showInput(share)}).\n${PULL_USAGE}`,
      );
    } else {
      throw new PullError(`Unknown argument: ${showInput(arg)}\n${PULL_USAGE}`);
    }
  }
  return parsed;
};
