/**
 * The map of the forms' documents the build wrote (gatsby/form-documents.ts), read by the
 * function when it runs: a submission names an entry, and only this map says which file that is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_DOCUMENTS_FILE, type FormDocuments } from '../src/lib/form-documents';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFormDocuments = (value: unknown): value is FormDocuments =>
  isRecord(value) &&
  Object.values(value).every(
    (documents) =>
      isRecord(documents) && Object.values(documents).every((file) => typeof file === 'string'),
  );

/** The map in `file` (by default the build's, from the working directory); undefined when unreadable. */
export const readFormDocuments = (
  file: string = path.resolve(FORM_DOCUMENTS_FILE),
): FormDocuments | undefined => {
  try {
    const map: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isFormDocuments(map) ? map : undefined;
  } catch {
    return undefined;
  }
};

/** The site path of the document a form names by entry id; undefined for anything else. */
export const documentPathFor = (
  map: FormDocuments,
  formName: unknown,
  entryId: unknown,
): string | undefined => {
  if (typeof formName !== 'string' || typeof entryId !== 'string') return undefined;
  // Own keys only: a name such as "constructor" or "__proto__" finds nothing.
  const documents = Object.hasOwn(map, formName) ? map[formName] : undefined;
  return documents && Object.hasOwn(documents, entryId) ? documents[entryId] : undefined;
};
