import {
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
  Kind,
  buildASTSchema,
  concatAST,
  parse,
  print,
  validateSchema,
  visit,
} from 'graphql';
import {
  type ContentTypeSpec,
  type FieldSpec,
  contentTypes,
  defineContentType,
  field,
} from './index';
import { toGatsbySdl } from './graphql-schema';
import { entryTypeName, jsonNodeTypeName, textNodeTypeName } from './names';

/** gatsby-source-contentful's own type naming, to check ours against. */
const { makeTypeName } = jest.requireActual<{
  makeTypeName: (type: string, typePrefix: string) => string;
}>('gatsby-source-contentful/normalize');

/**
 * What Gatsby and gatsby-source-contentful define before our SDL is added: Gatsby's
 * directives, Node, Date and File, and the plugin's two entry interfaces.
 */
const GATSBY_PREAMBLE = `
directive @dontInfer on OBJECT
directive @infer on OBJECT
directive @childOf(mimeTypes: [String!]! = [], types: [String!]! = []) on OBJECT
directive @link(by: String! = "id", from: String, on: String) on FIELD_DEFINITION
directive @dateformat(formatString: String, locale: String, fromNow: Boolean, difference: String) on FIELD_DEFINITION
scalar Date
interface Node { id: ID! }
type File implements Node { id: ID! }
interface ContentfulReference { id: ID! contentful_id: String! }
interface ContentfulEntry implements Node { id: ID! contentful_id: String! node_locale: String! }
type Query { node(id: ID!): Node }
`;

const ID_FIELD = (parse('type T { id: ID! }').definitions[0] as ObjectTypeDefinitionNode)
  .fields?.[0] as FieldDefinitionNode;

/** Gatsby adds the Node fields (id, parent, children, internal) to every node type; we add id. */
const withNodeIds = (document: DocumentNode): DocumentNode =>
  visit(document, {
    ObjectTypeDefinition(node) {
      const isNode = node.interfaces?.some((named) => named.name.value === 'Node');
      const hasId = node.fields?.some((definition) => definition.name.value === 'id');
      return isNode && !hasId ? { ...node, fields: [ID_FIELD, ...(node.fields ?? [])] } : undefined;
    },
  });

const sdl = toGatsbySdl(contentTypes);
const document = parse(sdl);

const objectTypes = new Map(
  document.definitions
    .filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((definition) => [definition.name.value, definition]),
);

const objectType = (name: string): ObjectTypeDefinitionNode => {
  const found = objectTypes.get(name);
  if (!found) throw new Error(`The SDL has no object type ${name}`);
  return found;
};

const fieldOf = (type: ObjectTypeDefinitionNode, name: string): FieldDefinitionNode => {
  const found = type.fields?.find((definition) => definition.name.value === name);
  if (!found) throw new Error(`${type.name.value} has no field ${name}`);
  return found;
};

const directiveNames = (node: { directives?: readonly { name: { value: string } }[] }) =>
  (node.directives ?? []).map((directive) => directive.name.value);

const linkFrom = (definition: FieldDefinitionNode): string | undefined => {
  const link = definition.directives?.find((directive) => directive.name.value === 'link');
  const from = link?.arguments?.find((argument) => argument.name.value === 'from')?.value;
  return from?.kind === Kind.STRING ? from.value : undefined;
};

const interfacesOf = (type: ObjectTypeDefinitionNode) =>
  (type.interfaces ?? []).map((named) => named.name.value);

const typeText = (type: TypeNode): string => print(type);

/** The GraphQL type a field of each kind should have, before the `!` of required fields. */
const expectedType = (owner: ContentTypeSpec, id: string, spec: FieldSpec): string => {
  const target = (to: 'section' | readonly string[]) =>
    to === 'section'
      ? 'ContentfulSection'
      : to.length === 1
        ? entryTypeName(to[0] as string)
        : `${entryTypeName(owner.id)}${id[0]?.toUpperCase()}${id.slice(1)}`;
  switch (spec.kind) {
    case 'Symbol':
      return 'String';
    case 'Text':
      return textNodeTypeName(owner.id, id);
    case 'Integer':
      return 'Int';
    case 'Number':
      return 'Float';
    case 'Boolean':
      return 'Boolean';
    case 'Date':
      return 'Date';
    case 'Object':
      return jsonNodeTypeName(owner.id, id);
    case 'Symbols':
      return '[String!]';
    case 'Entry':
      return target(spec.to);
    case 'Entries':
      return `[${target(spec.to)}!]`;
    case 'Asset':
      return 'ContentfulAsset';
    case 'Assets':
      return '[ContentfulAsset!]';
  }
};

const LINKED_KINDS: readonly FieldSpec['kind'][] = [
  'Text',
  'Object',
  'Entry',
  'Entries',
  'Asset',
  'Assets',
];

const allFields = contentTypes.flatMap((type) =>
  Object.entries(type.fields).map(([id, spec]) => ({ type, id, spec })),
);

describe('toGatsbySdl', () => {
  it('is a valid GraphQL schema once Gatsby’s own types and directives are declared', () => {
    const schema = buildASTSchema(concatAST([parse(GATSBY_PREAMBLE), withNodeIds(document)]));
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
  });

  it('names every content type the way gatsby-source-contentful names its nodes', () => {
    for (const type of contentTypes) {
      const name = entryTypeName(type.id);
      expect(name).toBe(makeTypeName(type.id, 'Contentful'));
      expect(objectTypes.has(name)).toBe(true);
    }
    expect(entryTypeName('landing_page_template')).toBe('ContentfulLandingPageTemplate');
    expect(entryTypeName('gated_content')).toBe('ContentfulGatedContent');
    expect(entryTypeName('blogPost')).toBe('ContentfulBlogPost');
  });

  it('declares every content type @dontInfer, as a Contentful entry and Node', () => {
    for (const type of contentTypes) {
      const definition = objectType(entryTypeName(type.id));
      expect(directiveNames(definition)).toEqual(['dontInfer']);
      expect(interfacesOf(definition)).toEqual(
        expect.arrayContaining(['ContentfulReference', 'ContentfulEntry', 'Node']),
      );
      expect(typeText(fieldOf(definition, 'contentful_id').type)).toBe('String!');
      expect(typeText(fieldOf(definition, 'node_locale').type)).toBe('String!');
    }
  });

  it('makes section types, and only those, implement ContentfulSection', () => {
    const sections = contentTypes.filter((type) =>
      interfacesOf(objectType(entryTypeName(type.id))).includes('ContentfulSection'),
    );
    expect(sections.map((type) => type.id)).toEqual(
      contentTypes.filter((type) => type.section).map((type) => type.id),
    );
    expect(sections.map((type) => type.id)).toContain('sectionHero');
    expect(interfacesOf(objectType('ContentfulSeo'))).not.toContain('ContentfulSection');
  });

  it('declares every field of every model, non-null exactly when it is required', () => {
    for (const { type, id, spec } of allFields) {
      const definition = fieldOf(objectType(entryTypeName(type.id)), id);
      const expected = expectedType(type, id, spec) + (spec.required ? '!' : '');
      expect(`${type.id}.${id}: ${typeText(definition.type)}`).toBe(
        `${type.id}.${id}: ${expected}`,
      );
      expect(definition.type.kind === Kind.NON_NULL_TYPE).toBe(spec.required);
      expect(definition.description?.value).toBe(spec.help);
    }
    const home = objectType('ContentfulLandingPageTemplate');
    expect(typeText(fieldOf(home, 'slug').type)).toBe('String!');
    expect(typeText(fieldOf(home, 'sections').type)).toBe('[ContentfulSection!]!');
    expect(typeText(fieldOf(home, 'additional_fields').type)).toBe(
      'contentfulLandingPageTemplateAdditionalFieldsJsonNode',
    );
    expect(typeText(fieldOf(objectType('ContentfulSeo'), 'noindex').type)).toBe('Boolean');
  });

  it('links reference, Text and Object fields from the "<field>___NODE" key the plugin sets', () => {
    for (const { type, id, spec } of allFields) {
      const definition = fieldOf(objectType(entryTypeName(type.id)), id);
      const expected = LINKED_KINDS.includes(spec.kind) ? `${id}___NODE` : undefined;
      expect(`${type.id}.${id} ${linkFrom(definition)}`).toBe(`${type.id}.${id} ${expected}`);
    }
    expect(linkFrom(fieldOf(objectType('ContentfulBlogPost'), 'author'))).toBe('author___NODE');
  });

  it('formats Date fields with @dateformat', () => {
    const publishDate = fieldOf(objectType('ContentfulBlogPost'), 'publishDate');
    expect(typeText(publishDate.type)).toBe('Date!');
    expect(directiveNames(publishDate)).toEqual(['dateformat']);
  });

  it('points Text fields to a Markdown child node holding the text', () => {
    const body = objectType('contentfulBlogPostBodyTextNode');
    expect(interfacesOf(body)).toEqual(['Node']);
    expect(print(body)).toContain('@dontInfer @childOf(types: ["ContentfulBlogPost"])');
    expect(typeText(fieldOf(body, 'body').type)).toBe('String');

    for (const { type, id } of allFields.filter(({ spec }) => spec.kind === 'Text')) {
      const child = objectType(textNodeTypeName(type.id, id));
      expect((child.fields ?? []).map((definition) => definition.name.value)).toEqual([id]);
      expect(print(child)).toContain(`@childOf(types: ["${entryTypeName(type.id)}"])`);
    }
  });

  it('makes Markdown, with its html, a child of every Text field node, so childMarkdown exists', () => {
    const markdown = objectType('Markdown');
    expect(typeText(fieldOf(markdown, 'html').type)).toBe('String!');
    expect(directiveNames(markdown)).toEqual(['dontInfer', 'childOf']);
    const childOf = markdown.directives?.find((directive) => directive.name.value === 'childOf');
    const types = childOf?.arguments?.find((argument) => argument.name.value === 'types')?.value;
    const textNodeTypes = allFields
      .filter(({ spec }) => spec.kind === 'Text')
      .map(({ type, id }) => textNodeTypeName(type.id, id));
    expect(textNodeTypes).toContain('contentfulBlogPostBodyTextNode');
    expect(types?.kind === Kind.LIST ? types.values.map((value) => print(value)) : []).toEqual(
      textNodeTypes.map((name) => JSON.stringify(name)),
    );
  });

  it('points Object fields to a JSON child node with the declared keys and scalar types', () => {
    const menu = objectType('contentfulLandingPageTemplateAdditionalFieldsJsonNode');
    expect(
      (menu.fields ?? []).map(
        (definition) => `${definition.name.value}: ${typeText(definition.type)}`,
      ),
    ).toEqual([
      'navigation_title: String',
      'menu_icon: String',
      'order: Int',
      'include_in_menu: Boolean',
    ]);
    expect(print(menu)).toContain('@childOf(types: ["ContentfulLandingPageTemplate"])');

    for (const { type, id, spec } of allFields) {
      if (spec.kind !== 'Object') continue;
      const child = objectType(jsonNodeTypeName(type.id, id));
      expect(interfacesOf(child)).toEqual(['Node']);
      expect((child.fields ?? []).map((definition) => definition.name.value)).toEqual(
        Object.keys(spec.shape),
      );
    }
  });

  it('turns a link to several content types into a union of them', () => {
    const quote = defineContentType({
      id: 'quote',
      name: 'Quote',
      description: 'Test-only type.',
      displayField: 'text',
      fields: {
        text: field.symbol({ name: 'Text', help: 'The quote.', required: true }),
        source: field.entry(['author', 'testimonial'], { name: 'Source', help: 'Who said it.' }),
        related: field.entries(['author', 'blogPost'], {
          name: 'Related',
          help: 'More.',
          required: true,
        }),
      },
    });
    const custom = parse(toGatsbySdl([...contentTypes, quote]));
    const definition = custom.definitions.find(
      (node) => node.kind === Kind.OBJECT_TYPE_DEFINITION && node.name.value === 'ContentfulQuote',
    ) as ObjectTypeDefinitionNode;
    expect(typeText(fieldOf(definition, 'source').type)).toBe('ContentfulQuoteSource');
    expect(typeText(fieldOf(definition, 'related').type)).toBe('[ContentfulQuoteRelated!]!');
    const unions = custom.definitions
      .filter((node) => node.kind === Kind.UNION_TYPE_DEFINITION)
      .map((node) => print(node));
    expect(unions).toEqual([
      'union ContentfulQuoteSource = ContentfulAuthor | ContentfulTestimonial',
      'union ContentfulQuoteRelated = ContentfulAuthor | ContentfulBlogPost',
    ]);
  });

  /** The descriptions Gatsby would read back for a type and a field with these texts. */
  const parsedDescriptions = (description: string, help: string) => {
    const label = defineContentType({
      id: 'label',
      name: 'Label',
      description,
      displayField: 'text',
      fields: { text: field.symbol({ name: 'Text', help, required: true }) },
    });
    const definition = parse(toGatsbySdl([label])).definitions.find(
      (node) => node.kind === Kind.OBJECT_TYPE_DEFINITION && node.name.value === 'ContentfulLabel',
    ) as ObjectTypeDefinitionNode;
    return [definition.description?.value, fieldOf(definition, 'text').description?.value];
  };

  it('keeps quotes, triple quotes and backslashes in help texts and descriptions', () => {
    const description = 'Shown as """Label""" in lists';
    const help = 'A \\ backslash, "quotes" and """three quotes""" inside';
    expect(parsedDescriptions(description, help)).toEqual([description, help]);
  });

  it('keeps a help text that ends with a quotation mark', () => {
    // e.g. 'Leave empty to show "Read more"': the closing quote must not merge with the `"""`.
    const help = 'Leave empty to show "Read more"';
    expect(parsedDescriptions('Ends with "quotes"', help)).toEqual(['Ends with "quotes"', help]);
  });

  it('declares no field Gatsby or gatsby-source-contentful already sets on every node', () => {
    // The plugin renames these fields (e.g. `id` becomes `contentfulId`), so our SDL would miss them.
    const reserved = [
      'children',
      'contentful_id',
      'fields',
      'id',
      'internal',
      'parent',
      'node_locale',
    ];
    const clashes = allFields
      .filter(({ id }) => reserved.includes(id))
      .map(({ type, id }) => `${type.id}.${id}`);
    expect(clashes).toEqual([]);
  });
});
