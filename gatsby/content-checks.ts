import type { GatsbyNode } from 'gatsby';
import { formatErrors, validateMirror } from '../content-tools/mirror/validate';
import { readMirror } from '../content-tools/mirror/mirror-files';

/** Mirror builds stop before sourcing when the mirror breaks the content models. */
export const validateMirrorBeforeBuild =
  (contentDir: string): NonNullable<GatsbyNode['onPreBootstrap']> =>
  ({ reporter }) => {
    const errors = validateMirror(readMirror(contentDir));
    if (errors.length > 0) {
      reporter.panic(
        `The content mirror (${contentDir}) has ${errors.length} problem(s); fix them or run "npm run content:validate":\n${formatErrors(errors)}`,
      );
    }
  };
