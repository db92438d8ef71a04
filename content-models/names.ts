/**
 * GraphQL type names exactly as gatsby-source-contentful builds them (lodash camelCase of
 * the content type id), so the schema we generate lines up with the nodes the plugin creates.
 */
import camelCase from 'lodash/camelCase';
import upperFirst from 'lodash/upperFirst';

export const entryTypeName = (contentTypeId: string): string =>
  upperFirst(camelCase(`Contentful ${contentTypeId}`));

export const ASSET_TYPE_NAME = 'ContentfulAsset';
export const SECTION_INTERFACE_NAME = 'ContentfulSection';

/** Long text fields become child nodes holding Markdown (see normalize.js prepareTextNode). */
export const textNodeTypeName = (contentTypeId: string, fieldId: string): string =>
  camelCase(`${entryTypeName(contentTypeId)} ${fieldId} TextNode`);

/** The child of every long-text node holding its rendered, sanitised HTML (gatsby/markdown.ts). */
export const MARKDOWN_TYPE_NAME = 'Markdown';

/** The node key holding the id of a field's linked child node (long texts, objects). */
export const linkedNodeKey = (fieldId: string): string => `${fieldId}___NODE`;

/** Object fields become child nodes with the object's keys (see normalize.js prepareJSONNode). */
export const jsonNodeTypeName = (contentTypeId: string, fieldId: string): string =>
  camelCase(`${entryTypeName(contentTypeId)} ${fieldId} JSONNode`);
