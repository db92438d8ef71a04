/**
 * The mirror's record of the space's content types (content-types.json at the mirror root,
 * written by content:pull from the Content Delivery API) and the check that it still matches
 * content-models. A difference means the code and the space drifted apart: a model changed
 * without `npm run content:models`, or someone edited a content type in Contentful's web app.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentTypeSpec, contentTypes as allContentTypes } from '../../content-models';
import { toContentfulContentType } from '../../content-models/contentful-types';
import type { JsonValue } from '../mirror/mirror-files';

export const CONTENT_TYPES_RECORD = 'content-types.json';

export interface RecordedField {
  id: string;
  name: string;
  type: string;
  linkType?: string;
  items?: { type: string; linkType?: string; validations: JsonValue[] };
  required: boolean;
  localized: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: JsonValue[];
}

export interface RecordedContentType {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: RecordedField[];
}

type Loose = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): JsonValue[] => (Array.isArray(value) ? (value as JsonValue[]) : []);

const recordField = (field: Loose): RecordedField => {
  const items = field.items as Loose | undefined;
  return {
    id: str(field.id),
    name: str(field.name),
    type: str(field.type),
    ...(field.linkType ? { linkType: str(field.linkType) } : {}),
    ...(items
      ? {
          items: {
            type: str(items.type),
            ...(items.linkType ? { linkType: str(items.linkType) } : {}),
            validations: list(items.validations),
          },
        }
      : {}),
    required: field.required === true,
    localized: field.localized === true,
    disabled: field.disabled === true,
    omitted: field.omitted === true,
    validations: list(field.validations),
  };
};

/** Content types as the Delivery (or Management) API sends them, in the record's form. */
export const recordContentTypes = (types: readonly unknown[]): RecordedContentType[] =>
  types
    .map((type) => {
      const loose = type as Loose & { sys?: { id?: string } };
      return {
        id: str(loose.sys?.id),
        name: str(loose.name),
        description: str(loose.description),
        displayField: str(loose.displayField),
        fields: list(loose.fields).map((field) => recordField(field as Loose)),
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** What the record holds once the models are applied to a space. */
export const modelsAsRecord = (
  specs: readonly ContentTypeSpec[] = allContentTypes,
): RecordedContentType[] => recordContentTypes(specs.map(toContentfulContentType));

export const readContentTypesRecord = (contentDir: string): RecordedContentType[] | undefined => {
  const file = path.join(contentDir, CONTENT_TYPES_RECORD);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedContentType[];
};

/** Deterministic JSON (sorted keys), so key order never shows up as a difference. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner as Loose)
            .sort()
            .map((key) => [key, (inner as Loose)[key]]),
        )
      : inner,
  );

/** Validations compared as a set: their order has no meaning to Contentful. */
const sameValidations = (a: readonly JsonValue[], b: readonly JsonValue[]): boolean =>
  canonical(a.map(canonical).sort()) === canonical(b.map(canonical).sort());

const FIELD_PROPERTIES = [
  'name',
  'type',
  'linkType',
  'required',
  'localized',
  'disabled',
  'omitted',
] as const;

const show = (value: unknown): string => (value === undefined ? 'none' : canonical(value));

/**
 * Every difference between the models and the recorded content types, one line each, naming
 * the content type and field: "landing_page_template.path: missing in the space".
 */
export const contentTypeDrift = (
  models: readonly RecordedContentType[],
  recorded: readonly RecordedContentType[],
): string[] => {
  const problems: string[] = [];
  const recordedById = new Map(recorded.map((type) => [type.id, type]));
  const modelIds = new Set(models.map((type) => type.id));

  for (const model of models) {
    const space = recordedById.get(model.id);
    if (!space) {
      problems.push(`${model.id}: in content-models but not in the space`);
      continue;
    }
    for (const key of ['name', 'description', 'displayField'] as const) {
      if (model[key] !== space[key]) {
        problems.push(
          `${model.id}: ${key} is ${show(model[key])} in content-models but ${show(space[key])} in the space`,
        );
      }
    }
    const spaceFields = new Map(space.fields.map((field) => [field.id, field]));
    const modelFieldIds = new Set(model.fields.map((field) => field.id));
    for (const field of model.fields) {
      const other = spaceFields.get(field.id);
      const at = `${model.id}.${field.id}`;
      if (!other) {
        problems.push(`${at}: in content-models but not in the space`);
        continue;
      }
      for (const key of FIELD_PROPERTIES) {
        if (field[key] !== other[key]) {
          problems.push(
            `${at}: ${key} is ${show(field[key])} in content-models but ${show(other[key])} in the space`,
          );
        }
      }
      if (!sameValidations(field.validations, other.validations)) {
        problems.push(
          `${at}: validations are ${show(field.validations)} in content-models but ${show(other.validations)} in the space`,
        );
      }
      const items = [field.items, other.items];
      if (
        show(items[0] && { ...items[0], validations: [] }) !==
          show(items[1] && { ...items[1], validations: [] }) ||
        !sameValidations(items[0]?.validations ?? [], items[1]?.validations ?? [])
      ) {
        problems.push(
          `${at}: list items are ${show(items[0])} in content-models but ${show(items[1])} in the space`,
        );
      }
    }
    for (const field of space.fields) {
      if (!modelFieldIds.has(field.id)) {
        problems.push(`${model.id}.${field.id}: in the space but not in content-models`);
      }
    }
  }
  for (const type of recorded) {
    if (!modelIds.has(type.id)) problems.push(`${type.id}: in the space but not in content-models`);
  }
  return problems;
};

export interface DriftReport {
  /** False when the mirror holds no record yet (it was never pulled from a space). */
  recorded: boolean;
  problems: string[];
}

export const checkContentTypeDrift = (
  contentDir: string,
  specs: readonly ContentTypeSpec[] = allContentTypes,
): DriftReport => {
  const record = readContentTypesRecord(contentDir);
  if (!record) return { recorded: false, problems: [] };
  return { recorded: true, problems: contentTypeDrift(modelsAsRecord(specs), record) };
};

export const DRIFT_FIX =
  'If content-models changed: run `npm run content:models` to apply them to the space, then ' +
  '`npm run content:pull` to record the result. If the space was changed in Contentful: ' +
  'change content-models to match (or run `npm run content:models` to undo the change in the space).';
