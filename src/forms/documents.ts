/** Forms submit an entry id, never a file's address; the report function finds the file here. */

export type FormDocuments = Record<string, Record<string, string>>;

/** Beside the function, which Netlify bundles it with (netlify.toml's `included_files`). */
export const FORM_DOCUMENTS_FILE = 'netlify/form-documents.json';
