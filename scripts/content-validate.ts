/**
 * Checks the content mirror against the content models: `tsx scripts/content-validate.ts [dir]`
 * (dir defaults to content/, or CONTENT_DIR). Exits 1 and lists every problem when it finds any;
 * a folder without entries is one. An empty dir, or one that names a file, is refused.
 */
import path from 'node:path';
import { ContentfulConfigError, mirrorFolder } from '../content-tools/contentful/config';
import { readMirror } from '../content-tools/mirror/mirror-files';
import { formatErrors, validateMirror } from '../content-tools/mirror/validate';

const main = (): void => {
  let root: string;
  try {
    root = mirrorFolder(process.argv[2]);
  } catch (error) {
    if (!(error instanceof ContentfulConfigError)) throw error;
    console.error(`content:validate: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const mirror = readMirror(root);
  const errors = validateMirror(mirror);
  const shown = path.relative(process.cwd(), root) || '.';
  if (errors.length === 0) {
    console.log(
      `Content mirror OK: ${mirror.entries.length} entries, ${mirror.assets.length} assets (${shown})`,
    );
  } else {
    console.error(`Content mirror has ${errors.length} problem(s):\n${formatErrors(errors, root)}`);
    process.exitCode = 1;
  }
};

main();
