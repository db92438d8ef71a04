// Writes a child process's output line by line, each line prefixed with a name, for runners that
// interleave several (scripts/run-parallel.mjs, scripts/test-site.ts). Plain Node: run-parallel
// imports it before anything is compiled.

/**
 * Copies `stream` to `out` a whole line at a time, each line after `prefix`, and hands each
 * line, unprefixed, to `seen` (optional).
 * @param {NodeJS.ReadableStream} stream
 * @param {string} prefix
 * @param {NodeJS.WritableStream} out
 * @param {(line: string) => void} [seen]
 */
export const prefixLines = (stream, prefix, out, seen = () => undefined) => {
  let pending = '';
  const write = (line) => {
    out.write(`${prefix}${line}\n`);
    seen(line);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) write(line);
  });
  stream.on('end', () => {
    if (pending) write(pending);
  });
};
