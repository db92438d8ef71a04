/** Types of prefix-lines.mjs, which stays plain JavaScript for run-parallel.mjs. */
export declare const prefixLines: (
  stream: NodeJS.ReadableStream,
  prefix: string,
  out: NodeJS.WritableStream,
  seen?: (line: string) => void,
) => void;
