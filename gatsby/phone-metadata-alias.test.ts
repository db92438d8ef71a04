import { readFileSync } from 'node:fs';
import { phoneMetadataAlias } from './phone-metadata-alias';

describe('phoneMetadataAlias', () => {
  it('points the exact bare import at the JSON file, not the package’s JavaScript copy', () => {
    const alias = phoneMetadataAlias();
    expect(Object.keys(alias)).toEqual(['libphonenumber-js/metadata.min.json$']);
    const file = alias['libphonenumber-js/metadata.min.json$'] ?? '';
    expect(file).toMatch(/libphonenumber-js[/\\]metadata\.min\.json$/);
    const metadata = JSON.parse(readFileSync(file, 'utf8')) as {
      country_calling_codes: Record<string, string[]>;
    };
    expect(metadata.country_calling_codes['44']?.[0]).toBe('GB');
  });
});
