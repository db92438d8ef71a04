/**
 * Generates the Gatsby GraphQL schema (SDL) from the content models. Every type is
 * `@dontInfer` and declares every field, so an optional field that is empty on every entry,
 * or removed from all of them, still exists in the schema and never breaks a query.
 * Required fields are non-null; the mirror validator (or Contentful) guarantees them.
 */
import type { ContentTypeSpec, FieldSpec, LinkTarget, ShapeKind } from './define';
import {
  ASSET_TYPE_NAME,
  MARKDOWN_TYPE_NAME,
  SECTION_INTERFACE_NAME,
  entryTypeName,
  jsonNodeTypeName,
  linkedNodeKey,
  textNodeTypeName,
} from './names';

const SCALAR_OF_SHAPE: Record<ShapeKind, string> = {
  string: 'String',
  integer: 'Int',
  number: 'Float',
  boolean: 'Boolean',
};

const linkTargetType = (owner: ContentTypeSpec, fieldId: string, to: LinkTarget): string => {
  if (to === 'section') return SECTION_INTERFACE_NAME;
  if (to.length === 1) return entryTypeName(to[0] as string);
  return `${entryTypeName(owner.id)}${fieldId[0]?.toUpperCase()}${fieldId.slice(1)}`;
};

/** A GraphQL string literal (JSON escaping is valid GraphQL escaping). */
const describe = (text: string) => JSON.stringify(text);

interface FieldSdl {
  /** The field line inside the owning type. */
  line: string;
  /** Extra type definitions this field needs (child node types, unions). */
  extra: string[];
}

const fieldSdl = (owner: ContentTypeSpec, id: string, spec: FieldSpec): FieldSdl => {
  const bang = spec.required ? '!' : '';
  const link = `@link(from: "${linkedNodeKey(id)}")`;
  const out = (type: string, directives = '', extra: string[] = []): FieldSdl => ({
    line: `  ${describe(spec.help)}\n  ${id}: ${type}${directives ? ` ${directives}` : ''}`,
    extra,
  });
  switch (spec.kind) {
    case 'Symbol':
      return out(`String${bang}`);
    case 'Integer':
      return out(`Int${bang}`);
    case 'Number':
      return out(`Float${bang}`);
    case 'Boolean':
      return out(`Boolean${bang}`);
    case 'Date':
      return out(`Date${bang}`, '@dateformat');
    case 'Symbols':
      return out(`[String!]${bang}`);
    case 'Text': {
      const name = textNodeTypeName(owner.id, id);
      return out(`${name}${bang}`, link, [
        `type ${name} implements Node @dontInfer @childOf(types: ["${entryTypeName(owner.id)}"]) {\n  ${id}: String\n}`,
      ]);
    }
    case 'Object': {
      const name = jsonNodeTypeName(owner.id, id);
      const keys = Object.entries(spec.shape)
        .map(([key, kind]) => `  ${key}: ${SCALAR_OF_SHAPE[kind]}`)
        .join('\n');
      return out(`${name}${bang}`, link, [
        `type ${name} implements Node @dontInfer @childOf(types: ["${entryTypeName(owner.id)}"]) {\n${keys}\n}`,
      ]);
    }
    case 'Entry':
    case 'Entries': {
      const target = linkTargetType(owner, id, spec.to);
      const extra =
        spec.to !== 'section' && spec.to.length > 1
          ? [`union ${target} = ${spec.to.map(entryTypeName).join(' | ')}`]
          : [];
      const type = spec.kind === 'Entry' ? `${target}${bang}` : `[${target}!]${bang}`;
      return out(type, link, extra);
    }
    case 'Asset':
      return out(`${ASSET_TYPE_NAME}${bang}`, link);
    case 'Assets':
      return out(`[${ASSET_TYPE_NAME}!]${bang}`, link);
  }
};

const typeSdl = (spec: ContentTypeSpec): string[] => {
  const fields = Object.entries(spec.fields).map(([id, field]) => fieldSdl(spec, id, field));
  const interfaces = ['ContentfulReference', 'ContentfulEntry', 'Node'];
  if (spec.section) interfaces.unshift(SECTION_INTERFACE_NAME);
  const body = [
    '  contentful_id: String!',
    '  node_locale: String!',
    ...fields.map((field) => field.line),
  ].join('\n');
  return [
    `${describe(spec.description)}\ntype ${entryTypeName(spec.id)} implements ${interfaces.join(' & ')} @dontInfer {\n${body}\n}`,
    ...fields.flatMap((field) => field.extra),
  ];
};

/** Shared types: the section interface and the asset fields pages use. */
const SHARED_SDL = `
"""A block that can be placed in a page's list of sections."""
interface ${SECTION_INTERFACE_NAME} implements Node {
  id: ID!
  contentful_id: String!
}

type ${ASSET_TYPE_NAME} implements ContentfulReference & Node @dontInfer {
  contentful_id: String!
  node_locale: String!
  title: String
  description: String
  mimeType: String
  filename: String
  width: Int
  height: Int
  """The asset's file on disk, for build-time image processing (mirror or downloaded)."""
  localFile: File @link(from: "fields.localFile")
}
`;

/**
 * Every long-text node gets a child holding its Markdown rendered to sanitised HTML
 * (gatsby/markdown.ts), so each parent has `childMarkdown { html }`, also when no entry has text.
 */
const markdownChildSdl = (types: readonly ContentTypeSpec[]): string => {
  const parents = types.flatMap((type) =>
    Object.entries(type.fields)
      .filter(([, field]) => field.kind === 'Text')
      .map(([id]) => `"${textNodeTypeName(type.id, id)}"`),
  );
  return [
    `type ${MARKDOWN_TYPE_NAME} implements Node @dontInfer @childOf(types: [${parents.join(', ')}]) {`,
    '  """The Markdown as HTML, sanitised: the only HTML a page renders from the CMS."""',
    '  html: String!',
    '  """Words and minutes to read the text, counted once at build time."""',
    `  readingTime: ${MARKDOWN_TYPE_NAME}ReadingTime!`,
    '  """The h2 and h3 headings with their ids, in document order: a table of contents."""',
    `  headings: [${MARKDOWN_TYPE_NAME}Heading!]!`,
    '}',
    '',
    `type ${MARKDOWN_TYPE_NAME}ReadingTime {`,
    '  words: Int!',
    '  """Whole minutes at the site\'s reading speed, rounded up; 0 under a minute."""',
    '  minutes: Int!',
    '  """As the article shows it ("3 min read"), in the site\'s locale."""',
    '  label: String!',
    '}',
    '',
    `type ${MARKDOWN_TYPE_NAME}Heading {`,
    '  id: String!',
    '  text: String!',
    '  """2 or 3."""',
    '  level: Int!',
    '}',
  ].join('\n');
};

export const toGatsbySdl = (types: readonly ContentTypeSpec[]): string =>
  [SHARED_SDL.trim(), ...types.flatMap(typeSdl), markdownChildSdl(types)].join('\n\n') + '\n';
