/**
 * content:push: seeds a space from the mirror, so a team can start a real space from this
 * repository. Assets first (upload, process, publish), then entries, each published only after
 * everything it links to, so the Delivery API never serves a link to something missing.
 *
 * It only adds: an entry or asset that already exists in the space is left as it is (and
 * published if it is still a draft), so a push that stopped half way can simply be run again,
 * and a second run changes nothing. It never overwrites an editor's work.
 */
import { readFileSync } from 'node:fs';
import type { AssetProps, EntryProps } from 'contentful-management';
import { type ContentTypeSpec, contentTypes as allContentTypes } from '../../content-models';
import type { JsonValue, Mirror, MirrorEntry } from '../mirror/mirror-files';
import { formatErrors, validateMirror } from '../mirror/validate';
import { type ManagementClient, fetchAllPages } from './management';

export class PushError extends Error {}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({
  sys: { type: 'Link', linkType, id },
});

/** The ids an entry links to (entries only: assets are all published before any entry). */
const entryLinks = (entry: MirrorEntry, spec: ContentTypeSpec | undefined): string[] =>
  Object.entries(entry.fields).flatMap(([fieldId, value]) => {
    const kind = spec?.fields[fieldId]?.kind;
    if (kind === 'Entry' && typeof value === 'string') return [value];
    if (kind === 'Entries' && Array.isArray(value)) {
      return value.filter((id): id is string => typeof id === 'string');
    }
    return [];
  });

/**
 * Entries grouped so that every group comes after the groups it links to. Entries that link to
 * each other in a cycle share a group: they are all created before any of them is published.
 * (Tarjan's algorithm emits strongly connected components dependencies-first.)
 */
export const pushOrder = (
  entries: readonly MirrorEntry[],
  specs: ReadonlyMap<string, ContentTypeSpec>,
): MirrorEntry[][] => {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: MirrorEntry[][] = [];
  let counter = 0;

  const visit = (id: string): void => {
    index.set(id, counter);
    low.set(id, counter);
    counter += 1;
    stack.push(id);
    onStack.add(id);
    const entry = byId.get(id) as MirrorEntry;
    for (const target of entryLinks(entry, specs.get(entry.contentTypeId))) {
      if (!byId.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(id, Math.min(low.get(id) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(id, Math.min(low.get(id) as number, index.get(target) as number));
      }
    }
    if (low.get(id) === index.get(id)) {
      const group: MirrorEntry[] = [];
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        onStack.delete(member);
        group.push(byId.get(member) as MirrorEntry);
        if (member === id) break;
      }
      groups.push(group.sort((a, b) => (a.id < b.id ? -1 : 1)));
    }
  };
  for (const id of [...byId.keys()].sort()) if (!index.has(id)) visit(id);
  return groups;
};

/** A mirror entry's fields as the Management API takes them: links as Link objects, localised. */
export const managementFields = (
  entry: MirrorEntry,
  spec: ContentTypeSpec,
  locale: string,
): Record<string, Record<string, unknown>> => {
  const fields: Record<string, Record<string, unknown>> = {};
  for (const [fieldId, value] of Object.entries(entry.fields)) {
    if (value === null) continue;
    const kind = spec.fields[fieldId]?.kind;
    let wire: unknown = value;
    if (kind === 'Entry' || kind === 'Asset') wire = link(kind, String(value));
    if (kind === 'Entries' || kind === 'Assets') {
      wire = (value as JsonValue[]).map((id) =>
        link(kind === 'Entries' ? 'Entry' : 'Asset', String(id)),
      );
    }
    fields[fieldId] = { [locale]: wire };
  }
  return fields;
};

export interface PushReport {
  assets: { created: string[]; published: string[]; existing: string[] };
  entries: { created: string[]; published: string[]; existing: string[] };
  /** Entry ids in the order they were published. */
  publishOrder: string[];
}

export interface PushOptions {
  mirror: Mirror;
  specs?: readonly ContentTypeSpec[];
  log?: (line: string) => void;
  /** How long to wait between checks that Contentful has processed an uploaded file. */
  processingCheckWait?: number;
}

const isPublished = (sys: { publishedVersion?: number }): boolean =>
  typeof sys.publishedVersion === 'number';

const runLimited = async <T>(items: T[], limit: number, task: (item: T) => Promise<void>) => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
};

export const pushMirror = async (
  client: ManagementClient,
  options: PushOptions,
): Promise<PushReport> => {
  const { mirror } = options;
  const specList = options.specs ?? allContentTypes;
  const specs = new Map(specList.map((spec) => [spec.id, spec]));
  const log = options.log ?? (() => undefined);
  const errors = validateMirror(mirror, specList);
  if (errors.length > 0) {
    throw new PushError(
      `The mirror has ${errors.length} problem(s); fix them before pushing:\n${formatErrors(errors, mirror.root)}`,
    );
  }

  const locales = await client.locale.getMany({});
  const locale = (locales.items.find((item) => item.default) ?? locales.items[0])?.code;
  if (!locale) throw new PushError('The environment has no locales.');

  const existingAssets = new Map(
    (await fetchAllPages((query) => client.asset.getMany({ query }))).map((asset) => [
      asset.sys.id,
      asset,
    ]),
  );
  const existingEntries = new Map(
    (await fetchAllPages((query) => client.entry.getMany({ query }))).map((entry) => [
      entry.sys.id,
      entry,
    ]),
  );
  const report: PushReport = {
    assets: { created: [], published: [], existing: [] },
    entries: { created: [], published: [], existing: [] },
    publishOrder: [],
  };

  await runLimited([...mirror.assets], 3, async (asset) => {
    let props: AssetProps | undefined = existingAssets.get(asset.id);
    if (props && isPublished(props.sys)) {
      report.assets.existing.push(asset.id);
      return;
    }
    if (!props) {
      const bytes = readFileSync(asset.binaryPath);
      const upload = await client.upload.create(
        {},
        { file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      );
      props = await client.asset.createWithId(
        { assetId: asset.id },
        {
          fields: {
            title: { [locale]: asset.title },
            ...(asset.description ? { description: { [locale]: asset.description } } : {}),
            file: {
              [locale]: {
                contentType: asset.contentType,
                fileName: asset.fileName,
                uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } },
              },
            },
          },
        },
      );
      report.assets.created.push(asset.id);
    }
    if (!props.fields.file?.[locale]?.url) {
      props = await client.asset.processForAllLocales({}, props, {
        processingCheckWait: options.processingCheckWait ?? 1000,
        processingCheckRetries: 30,
      });
    }
    await client.asset.publish({ assetId: asset.id }, props);
    report.assets.published.push(asset.id);
    log(`asset ${asset.id} published`);
  });

  for (const group of pushOrder(mirror.entries, specs)) {
    const drafts: EntryProps[] = [];
    for (const entry of group) {
      const existing = existingEntries.get(entry.id);
      if (existing && isPublished(existing.sys)) {
        report.entries.existing.push(entry.id);
        continue;
      }
      if (existing) {
        drafts.push(existing);
        continue;
      }
      const spec = specs.get(entry.contentTypeId) as ContentTypeSpec;
      drafts.push(
        await client.entry.createWithId(
          { entryId: entry.id, contentTypeId: entry.contentTypeId },
          { fields: managementFields(entry, spec, locale) },
        ),
      );
      report.entries.created.push(entry.id);
    }
    for (const draft of drafts) {
      await client.entry.publish({ entryId: draft.sys.id }, draft);
      report.entries.published.push(draft.sys.id);
      report.publishOrder.push(draft.sys.id);
      log(`entry ${draft.sys.id} published`);
    }
  }
  return report;
};

export const formatPushReport = (report: PushReport): string =>
  [
    `Assets: ${report.assets.created.length} created, ${report.assets.published.length} published, ${report.assets.existing.length} already in the space (left as they are).`,
    `Entries: ${report.entries.created.length} created, ${report.entries.published.length} published, ${report.entries.existing.length} already in the space (left as they are).`,
  ].join('\n');
