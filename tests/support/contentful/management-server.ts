/**
 * A minimal stand-in for Contentful's Content Management API (and its upload host) over HTTPS,
 * enough for content:models and content:push through the real contentful-management client:
 *   environment, locales; content types (create with id, update, publish) and editor interfaces;
 *   uploads, assets (create, process, publish); entries (create with id, publish).
 * It keeps Contentful's version rules (X-Contentful-Version must match, publishing bumps the
 * version) and refuses to publish an entry whose required fields are empty or whose links
 * point at something that does not exist, as Contentful does. Every write is logged.
 *
 * `publishedSpace()` turns what was published into a Space for the loopback Delivery API, so a
 * test can push the mirror and pull it back.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCALE, Space } from './space';
import { listenOnLoopback, type TestCertificate } from './tls';

type Json = Record<string, unknown>;

interface Entity {
  sys: Json & { id: string; version: number; publishedVersion?: number };
  [key: string]: unknown;
}

interface Field {
  id: string;
  type: string;
  required?: boolean;
  omitted?: boolean;
  deleted?: boolean;
  linkType?: string;
  items?: { type: string; linkType?: string };
}

export interface ManagementServer {
  host: string;
  spaceId: string;
  environment: string;
  managementToken: string;
  contentTypes: Map<string, Entity>;
  editorInterfaces: Map<string, Entity>;
  entries: Map<string, Entity>;
  assets: Map<string, Entity>;
  /** "METHOD /path" of every write (PUT, POST, DELETE), in order. */
  writes: string[];
  /** "Entry:<id>" and "Asset:<id>" in the order they were published. */
  published: string[];
  publishedSpace: () => Promise<Space>;
  close: () => Promise<void>;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const startManagementServer = async (options: {
  certificate: TestCertificate;
  spaceId?: string;
  environment?: string;
  managementToken?: string;
}): Promise<ManagementServer> => {
  const spaceId = options.spaceId ?? 'loopbackspace';
  const environment = options.environment ?? 'master';
  const managementToken = options.managementToken ?? 'loopback-management-token';
  const contentTypes = new Map<string, Entity>();
  const publishedTypes = new Map<string, Json>();
  const editorInterfaces = new Map<string, Entity>();
  const entries = new Map<string, Entity>();
  const publishedEntries = new Map<string, Entity>();
  const assets = new Map<string, Entity>();
  const publishedAssets = new Map<string, Entity>();
  const uploads = new Map<string, Buffer>();
  const files = new Map<string, Buffer>();
  const writes: string[] = [];
  const published: string[] = [];
  let host = '';
  let counter = 0;
  const now = () => new Date(Date.UTC(2024, 5, 1) + (counter += 1) * 1000).toISOString();

  const sysOf = (type: string, id: string, extra: Json = {}) => ({
    id,
    type,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
    space: { sys: { type: 'Link', linkType: 'Space', id: spaceId } },
    environment: { sys: { type: 'Link', linkType: 'Environment', id: environment } },
    ...extra,
  });

  class HttpError extends Error {
    constructor(
      readonly status: number,
      readonly id: string,
      message: string,
      readonly details?: unknown,
    ) {
      super(message);
    }
  }

  const checkVersion = (req: IncomingMessage, entity: Entity) => {
    const header = Number(req.headers['x-contentful-version']);
    if (header !== entity.sys.version) {
      throw new HttpError(
        409,
        'VersionMismatch',
        `Version ${header} is not ${entity.sys.version}.`,
      );
    }
  };

  const publish = (entity: Entity) => {
    entity.sys.publishedVersion = entity.sys.version;
    entity.sys.publishedCounter = Number(entity.sys.publishedCounter ?? 0) + 1;
    entity.sys.version += 1;
    entity.sys.updatedAt = now();
  };

  const collection = (items: Entity[], url: URL) => {
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    return {
      sys: { type: 'Array' },
      total: items.length,
      skip,
      limit,
      items: items.slice(skip, skip + limit),
    };
  };

  const notFound = (what: string): never => {
    throw new HttpError(404, 'NotFound', `The resource could not be found: ${what}.`);
  };

  /** Keeps the editor interface's controls in step with the published fields. */
  const syncEditorInterface = (typeId: string, fields: Field[]) => {
    const current = editorInterfaces.get(typeId);
    const controls = (current?.controls as Json[] | undefined) ?? [];
    const next = fields.map(
      (field) =>
        controls.find((control) => control.fieldId === field.id) ?? {
          fieldId: field.id,
          widgetId: field.type === 'Text' ? 'markdown' : 'singleLine',
          widgetNamespace: 'builtin',
        },
    );
    if (!current) {
      editorInterfaces.set(typeId, {
        sys: sysOf('EditorInterface', 'default', {
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: typeId } },
        }),
        controls: next,
      });
    } else if (JSON.stringify(next) !== JSON.stringify(controls)) {
      current.controls = next;
      current.sys.version += 1;
    }
  };

  const putContentType = (req: IncomingMessage, id: string, body: Json): Entity => {
    const fields = ((body.fields as Field[]) ?? []).filter((field) => !field.deleted);
    const existing = contentTypes.get(id);
    const { sys: _sys, ...props } = body;
    if (!existing) {
      const created = { sys: sysOf('ContentType', id), ...props, fields };
      contentTypes.set(id, created);
      return created;
    }
    checkVersion(req, existing);
    const before = existing.fields as Field[];
    for (const field of fields) {
      const old = before.find((candidate) => candidate.id === field.id);
      const kind = (f: Field) => [f.type, f.linkType, f.items?.type, f.items?.linkType].join('/');
      if (old && kind(old) !== kind(field)) {
        throw new HttpError(422, 'ValidationFailed', `The type of ${field.id} cannot change.`);
      }
    }
    for (const field of before) {
      const deleted = (body.fields as Field[]).find(
        (candidate) => candidate.id === field.id && candidate.deleted,
      );
      const kept = fields.some((candidate) => candidate.id === field.id);
      const publishedField = (publishedTypes.get(id)?.fields as Field[] | undefined)?.find(
        (candidate) => candidate.id === field.id,
      );
      if (!kept && (!deleted || !publishedField?.omitted)) {
        throw new HttpError(
          422,
          'ValidationFailed',
          `The field ${field.id} must be omitted and published before it is deleted.`,
        );
      }
    }
    const updated = {
      ...props,
      fields,
      sys: { ...existing.sys, version: existing.sys.version + 1, updatedAt: now() },
    };
    contentTypes.set(id, updated);
    return updated;
  };

  const linksOf = (value: unknown): { linkType: string; id: string }[] => {
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((item) => {
      const sys = (item as { sys?: { type?: string; linkType?: string; id?: string } })?.sys;
      return sys?.type === 'Link' && sys.linkType && sys.id
        ? [{ linkType: sys.linkType, id: sys.id }]
        : [];
    });
  };

  const publishEntry = (entry: Entity) => {
    const typeId = (entry.sys.contentType as { sys: { id: string } }).sys.id;
    const type = publishedTypes.get(typeId);
    if (!type)
      throw new HttpError(422, 'ValidationFailed', `Content type ${typeId} is not active.`);
    const fields = entry.fields as Record<string, Record<string, unknown>>;
    const errors: Json[] = [];
    for (const field of type.fields as Field[]) {
      const value = fields[field.id]?.[LOCALE];
      if (field.required && (value === undefined || (Array.isArray(value) && !value.length))) {
        errors.push({ name: 'required', path: ['fields', field.id, LOCALE] });
      }
    }
    for (const [fieldId, values] of Object.entries(fields)) {
      for (const target of linksOf(values[LOCALE])) {
        const exists = target.linkType === 'Entry' ? entries.has(target.id) : assets.has(target.id);
        if (!exists) {
          errors.push({ name: 'notResolvable', path: ['fields', fieldId, LOCALE], link: target });
        }
      }
    }
    if (errors.length > 0) {
      throw new HttpError(422, 'ValidationFailed', 'Validation error', { errors });
    }
    publish(entry);
    publishedEntries.set(entry.sys.id, clone(entry));
    published.push(`Entry:${entry.sys.id}`);
  };

  const route = async (
    req: IncomingMessage,
    url: URL,
    body: Buffer,
  ): Promise<[number, unknown]> => {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'spaces' || parts[1] !== spaceId) notFound('space');
    if (req.method === 'POST' && parts[parts.length - 1] === 'uploads') {
      const id = `upload-${uploads.size + 1}`;
      uploads.set(id, body);
      return [201, { sys: { id, type: 'Upload', space: { sys: { id: spaceId } } } }];
    }
    if (parts[2] !== 'environments' || parts[3] !== environment) notFound('environment');
    const [resource, id, sub, locale, action] = parts.slice(4);
    const json = (): Json => (body.length ? (JSON.parse(body.toString('utf8')) as Json) : {});
    const method = req.method ?? 'GET';

    if (resource === undefined) {
      return [200, { sys: { id: environment, type: 'Environment' }, name: environment }];
    }
    if (resource === 'locales') {
      return [
        200,
        collection(
          [
            {
              sys: sysOf('Locale', 'en'),
              code: LOCALE,
              name: 'English (United States)',
              default: true,
            },
          ],
          url,
        ),
      ];
    }
    if (resource === 'content_types') {
      if (!id) return [200, collection([...contentTypes.values()], url)];
      if (sub === 'editor_interface') {
        const editor = editorInterfaces.get(id) ?? notFound(`editor interface of ${id}`);
        if (method === 'PUT') {
          checkVersion(req, editor);
          const { sys: _sys, ...props } = json();
          Object.assign(editor, props);
          editor.sys.version += 1;
        }
        return [200, editor];
      }
      if (sub === 'published' && method === 'PUT') {
        const type = contentTypes.get(id) ?? notFound(id);
        checkVersion(req, type);
        publish(type);
        publishedTypes.set(id, clone(type));
        syncEditorInterface(id, type.fields as Field[]);
        return [200, type];
      }
      if (method === 'PUT') return [200, putContentType(req, id, json())];
      return [200, contentTypes.get(id) ?? notFound(id)];
    }
    if (resource === 'entries') {
      if (!id) return [200, collection([...entries.values()], url)];
      if (sub === 'published' && method === 'PUT') {
        const entry = entries.get(id) ?? notFound(id);
        checkVersion(req, entry);
        publishEntry(entry);
        return [200, entry];
      }
      if (method === 'PUT') {
        const existing = entries.get(id);
        if (existing) {
          checkVersion(req, existing);
          existing.fields = json().fields;
          existing.sys.version += 1;
          return [200, existing];
        }
        const typeId = String(req.headers['x-contentful-content-type'] ?? '');
        if (!publishedTypes.has(typeId)) {
          throw new HttpError(422, 'ValidationFailed', `Unknown content type "${typeId}".`);
        }
        const entry = {
          sys: sysOf('Entry', id, {
            contentType: { sys: { type: 'Link', linkType: 'ContentType', id: typeId } },
          }),
          fields: json().fields,
        };
        entries.set(id, entry);
        return [201, entry];
      }
      return [200, entries.get(id) ?? notFound(id)];
    }
    if (resource === 'assets') {
      if (!id) return [200, collection([...assets.values()], url)];
      const asset = () => assets.get(id) ?? notFound(id);
      if (sub === 'files' && action === 'process' && method === 'PUT') {
        const current = asset();
        checkVersion(req, current);
        const file = (current.fields as Json & { file: Record<string, Json> }).file[
          locale as string
        ] as Json & { uploadFrom?: { sys: { id: string } } };
        const binary = uploads.get(file.uploadFrom?.sys.id ?? '') ?? notFound('upload');
        const digest = createHash('md5').update(binary).digest('hex').slice(0, 16);
        const fileUrl = `//${host}/${spaceId}/${id}/${digest}/${encodeURIComponent(String(file.fileName))}`;
        files.set(fileUrl, binary);
        delete file.uploadFrom;
        file.url = fileUrl;
        file.details = { size: binary.length };
        current.sys.version += 1;
        return [204, undefined];
      }
      if (sub === 'published' && method === 'PUT') {
        const current = asset();
        checkVersion(req, current);
        const file = (current.fields as { file: Record<string, Json> }).file[LOCALE];
        if (!file?.url) throw new HttpError(422, 'ValidationFailed', 'The file is not processed.');
        publish(current);
        publishedAssets.set(id, clone(current));
        published.push(`Asset:${id}`);
        return [200, current];
      }
      if (method === 'PUT') {
        if (assets.has(id)) {
          const current = asset();
          checkVersion(req, current);
          current.fields = json().fields;
          current.sys.version += 1;
          return [200, current];
        }
        const created = { sys: sysOf('Asset', id), fields: json().fields };
        assets.set(id, created);
        return [201, created];
      }
      return [200, asset()];
    }
    return notFound(url.pathname);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `https://${host}`);
      const reply = (status: number, body: unknown) => {
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, {
          'content-type': 'application/vnd.contentful.management.v1+json',
          // contentful-management's bundled axios adds an error listener per request to a
          // kept-alive socket (a MaxListeners warning after ten); one socket per request here.
          connection: 'close',
        });
        res.end(text);
      };
      if (req.headers.authorization !== `Bearer ${managementToken}`) {
        reply(401, {
          sys: { type: 'Error', id: 'AccessTokenInvalid' },
          message: 'The access token you sent could not be found or is invalid.',
        });
        return;
      }
      if (req.method !== 'GET') writes.push(`${req.method} ${url.pathname}`);
      route(req, url, Buffer.concat(chunks)).then(
        ([status, body]) => reply(status, body),
        (error: unknown) => {
          if (error instanceof HttpError) {
            reply(error.status, {
              sys: { type: 'Error', id: error.id },
              message: error.message,
              ...(error.details ? { details: error.details } : {}),
            });
          } else {
            reply(500, {
              sys: { type: 'Error', id: 'InternalServerError' },
              message: String(error),
            });
          }
        },
      );
    });
  };

  const loopback = await listenOnLoopback(options.certificate, handle);
  host = loopback.host;

  return {
    host,
    spaceId,
    environment,
    managementToken,
    contentTypes,
    editorInterfaces,
    entries,
    assets,
    writes,
    published,
    publishedSpace: async () => {
      const space = new Space(spaceId, environment);
      space.contentTypes = [...publishedTypes.values()].map((type) => ({
        ...type,
        sys: { id: (type.sys as Json).id },
      }));
      for (const entry of publishedEntries.values()) {
        const typeId = (entry.sys.contentType as { sys: { id: string } }).sys.id;
        space.putEntry(
          entry.sys.id,
          typeId,
          entry.fields as Record<string, Record<string, unknown>>,
        );
      }
      for (const asset of publishedAssets.values()) {
        const fields = asset.fields as Record<string, Record<string, Json>>;
        const file = fields.file?.[LOCALE] as Json;
        await space.putAsset(
          asset.sys.id,
          {
            title: String(fields.title?.[LOCALE] ?? ''),
            description: String(fields.description?.[LOCALE] ?? ''),
            fileName: String(file.fileName),
            contentType: String(file.contentType),
          },
          files.get(String(file.url)) as Buffer,
        );
      }
      return space;
    },
    close: loopback.close,
  };
};
