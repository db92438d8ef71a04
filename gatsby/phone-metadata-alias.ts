/** The JSON, of which webpack keeps only what is read; the JavaScript copy is bundled whole. */
import { createRequire } from 'node:module';

const METADATA = 'libphonenumber-js/metadata.min.json';

export const phoneMetadataAlias = (): Record<string, string> => ({
  [`${METADATA}$`]: createRequire(__filename).resolve(METADATA),
});
