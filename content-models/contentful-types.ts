/**
 * Generates Contentful content type definitions (the JSON the Content Management and
 * Delivery APIs use) from the content models. The mirror adapter serves these to
 * gatsby-source-contentful, and `content:models` applies them to a real space.
 */
import type { ContentTypeSpec, FieldSpec, LinkTarget } from './define';
import { SLUG_PATTERN, contentTypes as allContentTypes, sectionTypeIds } from './index';

type Validation = Record<string, unknown>;

export interface ContentfulField {
  id: string;
  name: string;
  type: string;
  linkType?: 'Entry' | 'Asset';
  items?: { type: string; linkType?: 'Entry' | 'Asset'; validations: Validation[] };
  required: boolean;
  localized: false;
  disabled: false;
  omitted: false;
  validations: Validation[];
}

export interface ContentfulContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentfulField[];
}

const linkValidation = (to: LinkTarget): Validation => ({
  linkContentType: to === 'section' ? [...sectionTypeIds] : [...to],
});

const scalarValidations = (spec: FieldSpec): Validation[] => {
  const validations: Validation[] = [];
  if ('in' in spec && spec.in && spec.kind === 'Symbol') validations.push({ in: [...spec.in] });
  if (spec.kind === 'Symbol' && spec.unique) validations.push({ unique: true });
  if (spec.kind === 'Symbol' && spec.slug) {
    validations.push({
      regexp: { pattern: SLUG_PATTERN.source },
      message: 'Use lowercase letters and digits joined by single hyphens.',
    });
  }
  if (spec.kind === 'Symbol' && spec.pattern) {
    const { source, flags } = spec.pattern.regexp;
    validations.push({
      // The flags too (the link rule ignores case), so Contentful checks what the validator does.
      regexp: { pattern: source, ...(flags ? { flags } : {}) },
      message: `Use ${spec.pattern.description}.`,
    });
  }
  if ((spec.kind === 'Symbol' || spec.kind === 'Text') && spec.max) {
    validations.push({ size: { max: spec.max } });
  }
  return validations;
};

const wireType = (spec: FieldSpec): Pick<ContentfulField, 'type' | 'linkType' | 'items'> => {
  switch (spec.kind) {
    case 'Symbols':
      return {
        type: 'Array',
        items: { type: 'Symbol', validations: spec.in ? [{ in: [...spec.in] }] : [] },
      };
    case 'Entry':
      return { type: 'Link', linkType: 'Entry' };
    case 'Entries':
      return {
        type: 'Array',
        items: { type: 'Link', linkType: 'Entry', validations: [linkValidation(spec.to)] },
      };
    case 'Asset':
      return { type: 'Link', linkType: 'Asset' };
    case 'Assets':
      return { type: 'Array', items: { type: 'Link', linkType: 'Asset', validations: [] } };
    default:
      return { type: spec.kind };
  }
};

export const toContentfulContentType = (spec: ContentTypeSpec): ContentfulContentType => ({
  sys: { id: spec.id, type: 'ContentType' },
  name: spec.name,
  description: spec.description,
  displayField: spec.displayField,
  fields: Object.entries(spec.fields).map(([id, field]) => ({
    id,
    name: field.name,
    ...wireType(field),
    required: field.required,
    localized: false,
    disabled: false,
    omitted: false,
    validations: field.kind === 'Entry' ? [linkValidation(field.to)] : scalarValidations(field),
  })),
});

/** Help texts live in Contentful's editor interface, one control per field. */
export const toEditorInterface = (spec: ContentTypeSpec) => ({
  contentTypeId: spec.id,
  controls: Object.entries(spec.fields).map(([fieldId, field]) => ({
    fieldId,
    settings: { helpText: field.help },
  })),
});

export const contentfulContentTypes = (): ContentfulContentType[] =>
  allContentTypes.map(toContentfulContentType);
