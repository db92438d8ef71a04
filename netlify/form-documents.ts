import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_DOCUMENTS_FILE, type FormDocuments } from '../src/forms/documents';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFormDocuments = (value: unknown): value is FormDocuments =>
  isRecord(value) &&
  Object.values(value).every(
    (documents) =>
      isRecord(documents) && Object.values(documents).every((file) => typeof file === 'string'),
  );

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

export const documentPathFor = (
  map: FormDocuments,
  formName: unknown,
  entryId: unknown,
): string | undefined => {
  if (typeof formName !== 'string' || typeof entryId !== 'string') return undefined;
  // Own keys only: "__proto__" must find nothing.
  const documents = Object.hasOwn(map, formName) ? map[formName] : undefined;
  return documents && Object.hasOwn(documents, entryId) ? documents[entryId] : undefined;
};
