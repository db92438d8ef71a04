/**
 * content:models: makes a space's content types and editor interfaces (the help texts) match
 * content-models, through the Content Management API. Idempotent: a content type that already
 * matches is neither updated nor published again, so a second run changes nothing.
 *
 * Not done automatically, because it loses data or cannot be done:
 *   - a field that is in the space but not in the models stays (and is reported) unless
 *     `deleteFields` is set; it is then omitted and deleted, with its values in every entry;
 *   - content types that are not in the models are reported and left alone;
 *   - a field whose type changed stops the run before anything is written: Contentful cannot
 *     change a field's type (add a field with a new id, move the values, delete the old one).
 */
import type { ContentFields, ContentTypeProps, EditorInterfaceProps } from 'contentful-management';
import { type ContentTypeSpec, contentTypes as allContentTypes } from '../../content-models';
import { toContentfulContentType } from '../../content-models/contentful-types';
import { recordContentTypes } from './content-types-record';
import { type ManagementClient, fetchAllPages } from './management';

export class ModelsError extends Error {}

export interface ModelsReport {
  created: string[];
  updated: string[];
  unchanged: string[];
  /** Content types whose help texts (editor interface) were updated. */
  helpTexts: string[];
  /** Fields in the space that the models do not have ("type.field"). */
  extraFields: string[];
  deletedFields: string[];
  /** Content types in the space that the models do not have. */
  notInModels: string[];
}

export interface ApplyModelsOptions {
  specs?: readonly ContentTypeSpec[];
  deleteFields?: boolean;
  log?: (line: string) => void;
}

type Body = Pick<ContentTypeProps, 'name' | 'description' | 'displayField' | 'fields'>;

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner as Record<string, unknown>)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        )
      : inner,
  );

/** The parts of a content type the models decide, in a comparable form (field order kept). */
const comparable = (id: string, body: Body): string =>
  canonical(recordContentTypes([{ sys: { id }, ...body }]));

const kindOf = (field: Pick<ContentFields, 'type' | 'linkType' | 'items'>): string =>
  [field.type, field.linkType, field.items?.type, field.items?.linkType].filter(Boolean).join('/');

const isPublishedAsIs = (type: ContentTypeProps): boolean =>
  type.sys.publishedVersion !== undefined && type.sys.version === type.sys.publishedVersion + 1;

export const applyModels = async (
  client: ManagementClient,
  options: ApplyModelsOptions = {},
): Promise<ModelsReport> => {
  const specs = options.specs ?? allContentTypes;
  const log = options.log ?? (() => undefined);
  const report: ModelsReport = {
    created: [],
    updated: [],
    unchanged: [],
    helpTexts: [],
    extraFields: [],
    deletedFields: [],
    notInModels: [],
  };

  const existing = new Map(
    (await fetchAllPages((query) => client.contentType.getMany({ query }))).map((type) => [
      type.sys.id,
      type,
    ]),
  );

  // Refuse changes Contentful cannot make before writing anything.
  const impossible: string[] = [];
  for (const spec of specs) {
    const current = existing.get(spec.id);
    if (!current) continue;
    for (const field of toContentfulContentType(spec).fields) {
      const other = current.fields.find((candidate) => candidate.id === field.id);
      if (other && kindOf(other) !== kindOf(field as ContentFields)) {
        impossible.push(
          `${spec.id}.${field.id} is ${kindOf(other)} in the space but ${kindOf(field as ContentFields)} in content-models`,
        );
      }
    }
  }
  if (impossible.length > 0) {
    throw new ModelsError(
      `Contentful cannot change the type of a field, so nothing was changed:\n${impossible
        .map((line) => `  ${line}`)
        .join('\n')}\nGive the field a new id in content-models, move the values, then delete ` +
        'the old field (npm run content:models -- --delete-fields).',
    );
  }

  for (const spec of specs) {
    const desired = toContentfulContentType(spec);
    const modelFields = desired.fields as unknown as ContentFields[];
    const current = existing.get(spec.id);
    const extra = (current?.fields ?? []).filter(
      (field) => !modelFields.some((model) => model.id === field.id),
    );
    report.extraFields.push(...extra.map((field) => `${spec.id}.${field.id}`));
    const body: Body = {
      name: desired.name,
      description: desired.description,
      displayField: desired.displayField,
      // Fields the models dropped stay until they are deleted on purpose.
      fields: [...modelFields, ...extra],
    };

    let type: ContentTypeProps;
    if (!current) {
      type = await client.contentType.createWithId({ contentTypeId: spec.id }, body);
      type = await client.contentType.publish({ contentTypeId: spec.id }, type);
      report.created.push(spec.id);
      log(`created ${spec.id}`);
    } else if (
      comparable(spec.id, current) !== comparable(spec.id, body) ||
      !isPublishedAsIs(current)
    ) {
      type = await client.contentType.update({ contentTypeId: spec.id }, { ...current, ...body });
      type = await client.contentType.publish({ contentTypeId: spec.id }, type);
      report.updated.push(spec.id);
      log(`updated ${spec.id}`);
    } else {
      type = current;
      report.unchanged.push(spec.id);
    }

    if (options.deleteFields && extra.length > 0) {
      for (const field of extra) {
        // Omits the field and publishes, then marks it deleted (a draft change)…
        type = await client.contentType.omitAndDeleteField(
          { contentTypeId: spec.id },
          type,
          field.id,
        );
        report.deletedFields.push(`${spec.id}.${field.id}`);
        log(`deleted the field ${spec.id}.${field.id}`);
      }
      // …which takes effect when the content type is published.
      type = await client.contentType.publish({ contentTypeId: spec.id }, type);
    }

    const editor: EditorInterfaceProps = await client.editorInterface.get({
      contentTypeId: spec.id,
    });
    let helpChanged = false;
    const controls = [...(editor.controls ?? [])];
    for (const [fieldId, field] of Object.entries(spec.fields)) {
      const index = controls.findIndex((control) => control.fieldId === fieldId);
      const control = index >= 0 ? controls[index] : undefined;
      if (control?.settings?.helpText === field.help) continue;
      const next = {
        ...(control ?? { fieldId }),
        settings: { ...control?.settings, helpText: field.help },
      };
      if (index >= 0) controls[index] = next;
      else controls.push(next);
      helpChanged = true;
    }
    if (helpChanged) {
      await client.editorInterface.update({ contentTypeId: spec.id }, { ...editor, controls });
      report.helpTexts.push(spec.id);
      log(`updated the help texts of ${spec.id}`);
    }
  }

  const modelIds = new Set(specs.map((spec) => spec.id));
  report.notInModels = [...existing.keys()].filter((id) => !modelIds.has(id)).sort();
  return report;
};

export const formatModelsReport = (report: ModelsReport): string => {
  const lines = [
    `Content types: ${report.created.length} created, ${report.updated.length} updated, ${report.unchanged.length} unchanged.`,
    `Help texts: ${report.helpTexts.length} content type(s) updated.`,
  ];
  if (report.deletedFields.length > 0) {
    lines.push(`Deleted fields: ${report.deletedFields.join(', ')}.`);
  } else if (report.extraFields.length > 0) {
    lines.push(
      `Fields in the space but not in content-models, left in place: ${report.extraFields.join(', ')}.`,
      'Run with --delete-fields to delete them (their values in every entry are lost).',
    );
  }
  if (report.notInModels.length > 0) {
    lines.push(
      `Content types in the space but not in content-models, left alone: ${report.notInModels.join(', ')}.`,
    );
  }
  return lines.join('\n');
};
