/** Types of failure-lines.mjs, which stays plain JavaScript for run-parallel.mjs. */
export interface FailureLines {
  /** Takes one line of output, as printed (prefixes and colours allowed). */
  add(line: string): void;
  /** The lines kept so far. */
  lines(): string[];
}
export declare const failureLines: (limit?: number) => FailureLines;
