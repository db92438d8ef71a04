/**
 * The documents the site's forms send, as the build writes them (gatsby/form-documents.ts) for
 * the report e-mail function (netlify/report-email.ts): a form submits an entry's id in its
 * hidden `document` field, never a file's address, and the function finds the file here.
 */

/** `{ [formName]: { [entryId]: "/static/…/file.pdf" } }`: each form's documents by entry id. */
export type FormDocuments = Record<string, Record<string, string>>;

/**
 * Where the build writes the map, relative to the repository root: beside the function, which
 * Netlify bundles it with (netlify.toml's `included_files`) and reads from its working directory.
 */
export const FORM_DOCUMENTS_FILE = 'netlify/form-documents.json';
