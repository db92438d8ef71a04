import { buildProblems } from './temp-site';

describe('buildProblems', () => {
  it('is empty for a clean build, whatever else it printed', () => {
    expect(
      buildProblems({ status: 0, output: 'success Building static HTML warn a warning' }),
    ).toEqual([]);
  });

  it("quotes each ERROR with what follows it, and a failed build's status and last output", () => {
    const output = `info start ERROR #85923 GRAPHQL no such field ${'x'.repeat(400)} the end`;
    const [error, exit, ...more] = buildProblems({ status: 1, output });
    expect(error).toMatch(/^ERROR #85923 GRAPHQL no such field x+$/);
    expect(error).toHaveLength(300);
    expect(exit).toMatch(/^exit status 1; the output ends: …x+ the end$/);
    expect(more).toEqual([]);
  });

  it('names a build killed by a signal, which printed no error', () => {
    expect(buildProblems({ status: null, output: 'info building' })).toEqual([
      'exit status null; the output ends: …info building',
    ]);
  });
});
