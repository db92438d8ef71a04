import { failureLines } from './failure-lines.mjs';

const collect = (output: string, limit?: number) => {
  const failure = failureLines(limit);
  for (const line of output.split('\n')) failure.add(line);
  return failure.lines();
};

describe('failureLines', () => {
  it("keeps Jest's failed-test header and the cause printed below it", () => {
    const output = [
      'PASS integration tests/integration/content-pull.test.ts (9.5 s)',
      'FAIL integration tests/integration/optional-fields-build.test.ts (25.8 s)',
      '  ● a mirror with every optional field removed from every entry builds',
      '',
      '    expect(received).toEqual(expected) // deep equality',
      '',
      '    - Expected  - 1',
      '    + Received  + 3',
      '',
      '    - Array []',
      '    + Array [',
      '    +   "ERROR #85923 GRAPHQL There was an error in your GraphQL query",',
      '    +   "exit status 1; the output ends: …",',
      '    + ]',
      '      at Object.toEqual (tests/integration/optional-fields-build.test.ts:35:40)',
      'PASS integration tests/integration/broken-mirror-build.test.ts (5.1 s)',
    ].join('\n');
    expect(collect(output)).toEqual([
      'FAIL integration tests/integration/optional-fields-build.test.ts (25.8 s)',
      '  ● a mirror with every optional field removed from every entry builds',
      '    expect(received).toEqual(expected) // deep equality',
      '    - Expected  - 1',
      '    + Received  + 3',
      '    - Array []',
      '    + Array [',
      '    +   "ERROR #85923 GRAPHQL There was an error in your GraphQL query",',
      '    +   "exit status 1; the output ends: …",',
      '    + ]',
    ]);
  });

  it("keeps Playwright's failed tests and errors, through a runner's prefixes and colours", () => {
    const output = [
      '[browser 1]   ✓  12 [desktop] › forms.spec.ts:40:3 › a form sends (2.1s)',
      '[browser 1]   \u001b[31m✘\u001b[39m  13 [mobile] › menu.spec.ts:8:3 › the menu opens (30.0s)',
      '[browser 1] ',
      '[browser 1]   1) [mobile] › menu.spec.ts:8:3 › the menu opens',
      '[browser 1]     Error: Timed out 5000ms waiting for expect(locator).toBeVisible()',
    ].join('\n');
    expect(collect(output)).toEqual([
      '[browser 1]   ✘  13 [mobile] › menu.spec.ts:8:3 › the menu opens (30.0s)',
      '[browser 1]   1) [mobile] › menu.spec.ts:8:3 › the menu opens',
      '[browser 1]     Error: Timed out 5000ms waiting for expect(locator).toBeVisible()',
    ]);
  });

  it('leaves out passing lines, console headers and repeats, and stops at the limit', () => {
    const output = [
      '  ● Console',
      '    console.log',
      '      a message of a passing test',
      'Tests: 33 passed, 33 total',
      '  ● first › failing test',
      '    TypeError: x is not a function',
      '  ● first › failing test',
      '    TypeError: x is not a function',
      '  ● second › failing test',
      '    RangeError: too far',
    ].join('\n');
    expect(collect(output, 3)).toEqual([
      '  ● first › failing test',
      '    TypeError: x is not a function',
      '  ● second › failing test',
    ]);
  });

  it("keeps the checkers' findings: TypeScript's, ESLint's and Prettier's", () => {
    // Each line here names a finding or follows one within a few lines.
    const lines = [
      "[typecheck   ] src/lib/paths.ts(12,7): error TS2322: Type 'number' is not assignable to type 'string'.",
      '[lint        ] /site/src/root.tsx',
      "[lint        ]   14:9  warning  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars",
      '[lint        ] ✖ 1 problem (0 errors, 1 warning)',
      '[format:check] Checking formatting...',
      '[format:check] [warn] src/lib/next-task.test.ts',
      '[format:check] [warn] Code style issues found in the above file. Run Prettier with --write to fix.',
    ];
    expect(collect(lines.join('\n'))).toEqual(lines);
  });

  it('shortens a very long line', () => {
    const [line] = collect(`Error: ${'x'.repeat(1000)}`);
    expect(line).toHaveLength(240);
    expect(line?.endsWith('…')).toBe(true);
  });
});
