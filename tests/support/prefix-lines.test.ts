import { PassThrough } from 'node:stream';
import { prefixLines } from './prefix-lines.mjs';

describe('prefixLines', () => {
  it('writes whole lines after the prefix, across chunks and at the end, and hands each on', async () => {
    const input = new PassThrough();
    const out = new PassThrough();
    const written: string[] = [];
    out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const seen: string[] = [];
    prefixLines(input, '[lane] ', out, (line) => seen.push(line));
    input.write('first\nsec');
    input.write('ond\n\nlast without newline');
    input.end();
    await new Promise((resolve) => input.on('end', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join('')).toBe(
      '[lane] first\n[lane] second\n[lane] \n[lane] last without newline\n',
    );
    expect(seen).toEqual(['first', 'second', '', 'last without newline']);
  });
});
