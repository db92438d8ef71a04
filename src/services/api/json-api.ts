import { Jsona } from 'jsona';

const jsona = new Jsona();

/** jsona exports no types by name. */
type JsonApiDocument = Exclude<Parameters<Jsona['deserialize']>[0], string>;

export interface JsonApiResource {
  type: string;
  id?: string;
  [property: string]: unknown;
}

export const serializeResource = (resource: JsonApiResource | JsonApiResource[]): string =>
  JSON.stringify(jsona.serialize({ stuff: resource }));

const hasPrimaryData = (body: unknown): body is JsonApiDocument =>
  typeof body === 'object' &&
  body !== null &&
  'data' in body &&
  typeof body.data === 'object' &&
  body.data !== null;

/** jsona lets an attribute `type` override the resource type: how a profile's type shows. */
export const deserializeDocument = (body: unknown): unknown =>
  hasPrimaryData(body) ? jsona.deserialize(body) : body;
