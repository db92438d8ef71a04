import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importClosure, sourceVersion } from './source-version';

describe('sourceVersion', () => {
  let dir: string;
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'source-version-'));
    write(
      'entry.ts',
      "import { a } from './a';\nexport { b } from \"./b\";\nimport x from 'lodash';\nimport { d } from './lib';\n",
    );
    mkdirSync(path.join(dir, 'lib'));
    write('lib/index.ts', 'export const d = 4;\n');
    write('a.ts', "import { b } from './b';\nexport const a = 1;\n");
    write('b.tsx', "import { a } from './a';\nexport const b = 2;\n");
    write('unrelated.ts', 'export const c = 3;\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows relative imports, re-exports and folder indexes, once each, and skips packages', () => {
    expect(importClosure(path.join(dir, 'entry.ts'))).toEqual(
      ['a.ts', 'b.tsx', 'entry.ts', 'lib/index.ts'].map((name) => path.join(dir, name)),
    );
  });

  it('is the same for the same code in another folder', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'source-version-copy-'));
    try {
      cpSync(dir, copy, { recursive: true });
      expect(sourceVersion(path.join(copy, 'entry.ts'))).toBe(
        sourceVersion(path.join(dir, 'entry.ts')),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('changes when an imported module changes, not when an unrelated one does', () => {
    const entry = path.join(dir, 'entry.ts');
    const before = sourceVersion(entry);
    write('unrelated.ts', 'export const c = 4;\n');
    expect(sourceVersion(entry)).toBe(before);
    write('b.tsx', "import { a } from './a';\nexport const b = 5;\n");
    expect(sourceVersion(entry)).not.toBe(before);
  });

  it("covers the Markdown renderer's own modules", () => {
    const files = importClosure(path.join(__dirname, 'markdown.ts')).map((file) =>
      path.relative(path.join(__dirname, '..'), file),
    );
    expect(files).toEqual(
      expect.arrayContaining(['gatsby/markdown.ts', 'src/lib/links.ts', 'src/lib/site-config.ts']),
    );
  });
});
