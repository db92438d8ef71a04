/**
 * The phone input's country list reads one table of libphonenumber-js's metadata, the calling
 * codes. The package's `import` entry for the metadata is a JavaScript copy of the JSON, which
 * webpack must bundle whole (80 KB raw); the JSON file itself is a JSON module, of which webpack
 * keeps only the properties a bundle reads. So the bare import resolves to the JSON here. The
 * parser's own imports of its metadata are relative and unaffected: it loads, whole, with the
 * parser (src/components/forms/use-phone-reader.ts).
 */
import { createRequire } from 'node:module';

const METADATA = 'libphonenumber-js/metadata.min.json';

/** Webpack's `resolve.alias` entry: the exact request (`$`) to the JSON file. */
export const phoneMetadataAlias = (): Record<string, string> => ({
  [`${METADATA}$`]: createRequire(__filename).resolve(METADATA),
});
