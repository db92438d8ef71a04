import { parseOptions } from './cli-options';

const OPTIONS = {
  runs: { type: 'string', default: '3' },
  json: { type: 'boolean', default: false },
} as const;

const withArgs = <T>(args: string[], run: () => T): T => {
  const saved = process.argv;
  process.argv = ['node', 'bench', ...args];
  try {
    return run();
  } finally {
    process.argv = saved;
  }
};

describe('parseOptions', () => {
  it('reads the options given and keeps the defaults of the rest', () => {
    expect(withArgs(['--runs', '5'], () => parseOptions(OPTIONS, 'usage'))).toEqual({
      runs: '5',
      json: false,
    });
  });

  it('stops with exit code 2, the problem and the usage for an unknown option', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => withArgs(['--bogus'], () => parseOptions(OPTIONS, 'usage: bench'))).toThrow(
        'exit 2',
      );
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/'--bogus'[^]*\nusage: bench$/));
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
