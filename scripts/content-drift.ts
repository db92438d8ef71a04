/**
 * Checks that content-models and the content types recorded in the mirror (content-types.json,
 * written by content:pull from the space) still match: `npx tsx scripts/content-drift.ts [dir]`.
 * Exits 1 and lists every difference when they drifted apart. A mirror never pulled from a
 * space has no record yet, and passes with a note.
 */
import path from 'node:path';
import { mirrorFolder } from '../content-tools/contentful/config';
import {
  CONTENT_TYPES_RECORD,
  DRIFT_FIX,
  checkContentTypeDrift,
} from '../content-tools/contentful/content-types-record';

const root = mirrorFolder(process.argv[2]);
const shown = path.relative(process.cwd(), path.join(root, CONTENT_TYPES_RECORD));
const report = checkContentTypeDrift(root);

if (!report.recorded) {
  console.log(`No ${shown} yet (the mirror was never pulled from a space): nothing to compare.`);
} else if (report.problems.length === 0) {
  console.log(`Content types match content-models (${shown}).`);
} else {
  console.error(
    `content-models and the space's content types (${shown}) differ in ${report.problems.length} place(s):\n` +
      `${report.problems.map((line) => `  ${line}`).join('\n')}\n${DRIFT_FIX}`,
  );
  process.exitCode = 1;
}
