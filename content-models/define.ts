/**
 * The vocabulary content models are written in. Every content type file in this folder
 * uses these builders; the Gatsby schema, the Contentful content types and the mirror
 * validator are all generated from what they return, so a field is declared once.
 */
import { LINK_TARGET_DESCRIPTION, LINK_TARGET_PATTERN } from '../src/lib/input-rules';

/** Scalar kinds allowed inside an Object (JSON) field's declared shape. */
export type ShapeKind = 'string' | 'integer' | 'number' | 'boolean';

interface FieldBase {
  /** Label editors see in Contentful. */
  name: string;
  /** Help text shown to editors under the field; also the GraphQL field description. */
  help: string;
  required: boolean;
}

export type FieldSpec = FieldBase &
  (
    | {
        kind: 'Symbol';
        in?: readonly string[];
        slug?: boolean;
        unique?: boolean;
        max?: number;
        /** A shape the text must have, described in words for editors' error messages. */
        pattern?: { regexp: RegExp; description: string };
      }
    | { kind: 'Text'; max?: number }
    | { kind: 'Integer' }
    | { kind: 'Number' }
    | { kind: 'Boolean' }
    | { kind: 'Date' }
    | { kind: 'Object'; shape: Readonly<Record<string, ShapeKind>> }
    | { kind: 'Symbols'; in?: readonly string[] }
    | { kind: 'Entry'; to: LinkTarget }
    | { kind: 'Entries'; to: LinkTarget }
    | { kind: 'Asset' }
    | { kind: 'Assets' }
  );

/** A link names the content types it may point at, or the group of every section type. */
export type LinkTarget = readonly string[] | 'section';

export interface ContentTypeSpec {
  /** Contentful content type id; also names the GraphQL type (Contentful + PascalCase id). */
  id: string;
  name: string;
  description: string;
  /** The field Contentful shows as the entry's title. */
  displayField: string;
  /** Section types can be placed in a page's list of sections. */
  section?: boolean;
  fields: Readonly<Record<string, FieldSpec>>;
}

type Options = { name: string; help: string; required?: boolean };

const base = (options: Options) => ({
  name: options.name,
  help: options.help,
  required: options.required ?? false,
});

/** Field builders, one per Contentful field type this site uses. */
export const field = {
  /** Short text (Contentful Symbol, up to 256 characters). */
  symbol: (options: Options & { in?: readonly string[]; max?: number }): FieldSpec => ({
    ...base(options),
    kind: 'Symbol',
    ...(options.in ? { in: options.in } : {}),
    ...(options.max ? { max: options.max } : {}),
  }),
  /** URL segment: lowercase letters and digits joined by single hyphens, unique per type. */
  slug: (options: Options): FieldSpec => ({
    ...base({ ...options, required: options.required ?? true }),
    kind: 'Symbol',
    slug: true,
    unique: true,
  }),
  /** A path on this site ("/client/how-it-works"): segments of letters and digits joined by hyphens. */
  path: (options: Options): FieldSpec => ({
    ...base(options),
    kind: 'Symbol',
    unique: true,
    pattern: { regexp: PATH_PATTERN, description: 'a path such as /client/how-it-works' },
  }),
  /**
   * Where a link or button goes: a path on this site, an anchor or a full address, checked
   * with the site's one link rule (src/lib/input-rules.ts) by Contentful, the validator and
   * the renderer alike.
   */
  link: (options: Options): FieldSpec => ({
    ...base(options),
    kind: 'Symbol',
    pattern: { regexp: LINK_TARGET_PATTERN, description: LINK_TARGET_DESCRIPTION },
  }),
  /** Long text written in Markdown; rendered to HTML at build time. */
  markdown: (options: Options & { max?: number }): FieldSpec => ({
    ...base(options),
    kind: 'Text',
    ...(options.max ? { max: options.max } : {}),
  }),
  integer: (options: Options): FieldSpec => ({ ...base(options), kind: 'Integer' }),
  number: (options: Options): FieldSpec => ({ ...base(options), kind: 'Number' }),
  boolean: (options: Options): FieldSpec => ({ ...base(options), kind: 'Boolean' }),
  /** ISO 8601 date or date-time. */
  date: (options: Options): FieldSpec => ({ ...base(options), kind: 'Date' }),
  /** A small JSON object whose keys and value kinds are declared here and validated. */
  object: (shape: Readonly<Record<string, ShapeKind>>, options: Options): FieldSpec => ({
    ...base(options),
    kind: 'Object',
    shape,
  }),
  symbols: (options: Options & { in?: readonly string[] }): FieldSpec => ({
    ...base(options),
    kind: 'Symbols',
    ...(options.in ? { in: options.in } : {}),
  }),
  entry: (to: LinkTarget, options: Options): FieldSpec => ({ ...base(options), kind: 'Entry', to }),
  entries: (to: LinkTarget, options: Options): FieldSpec => ({
    ...base(options),
    kind: 'Entries',
    to,
  }),
  asset: (options: Options): FieldSpec => ({ ...base(options), kind: 'Asset' }),
  assets: (options: Options): FieldSpec => ({ ...base(options), kind: 'Assets' }),
};

export const defineContentType = <T extends ContentTypeSpec>(spec: T): T => spec;

/** Segments of letters and digits joined by single hyphens, each after a slash. */
export const PATH_PATTERN = /^(?:\/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)+$/;

/** Lowercase letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
