/** The rules of a `_headers` text, read by the server's parser (which reads files only). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type HeaderRule, readHeaderRules } from '../../local-netlify/site-rules';

export const headerRulesOf = async (text: string): Promise<HeaderRule[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  try {
    writeFileSync(path.join(dir, '_headers'), text);
    return await readHeaderRules(path.join(dir, '_headers'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
