// The lines of a failed script's output that say why it failed, kept while the output streams
// by, so a runner can print them again under its summary: CI shows only the end of a run's
// output, where a failure's own lines, printed minutes earlier among another script's, are gone.
// Plain Node: scripts/run-parallel.mjs imports it before anything is compiled.
import { stripVTControlCharacters } from 'node:util';

/**
 * A line that names a failure: a test runner's failed-test header (Jest's `●`, Playwright's `✘`
 * and numbered `1) [project] ›` lines), a failed file or step, an error or a timeout, and the
 * checkers' findings: TypeScript's `error TS…`, ESLint's `line:column  error|warning` and
 * Prettier's `[warn] file`.
 */
const FAILURE =
  /(^|\s)(●|✘|✕)\s|(^|\s)\d+\) \[|(^|\s)(FAIL|FAILED|ERROR)\b|\b[A-Za-z]*Error\b:|\bTimed out\b|\btimed out\b|\berror TS\d+:|(^|\s)\d+:\d+\s+(error|warning)\s|\[warn\]\s/;

/** Jest's header over the console output of a test file, which names no failure. */
const NOT_A_FAILURE = /●\s+Console\b/;

/**
 * Lines kept after a failure's header: Jest and Playwright print the cause just below it, and a
 * diff's first lines of content come after four of its own.
 */
const FOLLOWING = 8;
const LONGEST = 240;

/**
 * Collects at most `limit` lines: each line naming a failure and the few non-empty lines after
 * it. The first failures are kept, as the later ones are often their echo (Jest repeats every
 * failure in a summary at the end).
 */
export const failureLines = (limit = 18) => {
  /** @type {string[]} */
  const kept = [];
  const seen = new Set();
  let following = 0;
  return {
    /** @param {string} line a line of output, as printed (prefixes and colours allowed) */
    add(line) {
      if (kept.length >= limit) return;
      // Colour codes: a script writes them when a person is watching.
      const plain = stripVTControlCharacters(line).trimEnd();
      if (FAILURE.test(plain) && !NOT_A_FAILURE.test(plain)) following = FOLLOWING;
      else if (following === 0 || plain.trim() === '' || /^\[[^\]]*\]\s*$/.test(plain)) return;
      else following -= 1;
      if (seen.has(plain)) return;
      seen.add(plain);
      kept.push(plain.length > LONGEST ? `${plain.slice(0, LONGEST - 1)}…` : plain);
    },
    /** @returns {string[]} the lines kept so far */
    lines: () => [...kept],
  };
};
