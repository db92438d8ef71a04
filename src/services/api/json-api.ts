/**
 * JSON:API bodies of the main API, through jsona: a request body is an object with a `type`
 * (and its attributes and relations as properties); an answer comes back as plain objects
 * with relationships resolved from `included`.
 */
import { Jsona } from 'jsona';

const jsona = new Jsona();

/** jsona's document type (its package exports no types by name). */
type JsonApiDocument = Exclude<Parameters<Jsona['deserialize']>[0], string>;

/** A resource as the code writes it: `{ type: 'session', accessToken: '…' }`. */
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

/**
 * The plain objects of a JSON:API document. A body without primary data (empty, or `meta`
 * only) is returned as it came. Note that jsona lets an attribute named `type` override the
 * resource type, which is how a profile's type (freelancer or client) reaches the views.
 */
export const deserializeDocument = (body: unknown): unknown =>
  hasPrimaryData(body) ? jsona.deserialize(body) : body;
