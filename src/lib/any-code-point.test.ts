import fc from 'fast-check';
import { anyCodePointString } from './any-code-point';

// The one file that pays for fast-check's own unit, to show the stand-in gives what it gives.
const binary = (constraints: fc.StringConstraints = {}) =>
  fc.string({ ...constraints, unit: 'binary' });

const SEEDS = [1, 42, -7, 20_261_126];
const CONSTRAINTS: fc.StringConstraints[] = [
  {},
  { maxLength: 3 },
  { minLength: 1, maxLength: 12 },
  { maxLength: 200 },
];

describe('anyCodePointString', () => {
  it.each(CONSTRAINTS)('draws what fast-check draws for the same seed: %j', (constraints) => {
    for (const seed of SEEDS) {
      expect(fc.sample(anyCodePointString(constraints), { seed, numRuns: 300 })).toEqual(
        fc.sample(binary(constraints), { seed, numRuns: 300 }),
      );
    }
  });

  it('shrinks a failure to the same counterexample in the same steps', () => {
    // Fails on two code points in a row beyond Latin-1, which shrinking must keep.
    const failing = (value: string) => {
      const points = [...value];
      return !points.some((point, index) => point > 'ÿ' && (points[index + 1] ?? '') > 'ÿ');
    };
    for (const seed of SEEDS) {
      const ours = fc.check(fc.property(anyCodePointString(), failing), { seed });
      const theirs = fc.check(fc.property(binary(), failing), { seed });
      expect(ours.failed).toBe(true);
      expect(ours.numShrinks).toBeGreaterThan(0);
      expect([ours.counterexample, ours.numShrinks]).toEqual([
        theirs.counterexample,
        theirs.numShrinks,
      ]);
    }
  });

  it('takes back exactly the strings fast-check takes back, and shrinks them the same', () => {
    const edges = [
      '',
      'a',
      '__proto__',
      '\u0000',
      '\ud7ff',
      '\ud800',
      '\udfff',
      '\ud800a',
      '\ue000',
      '\ue001',
      '\ue000\ud7ff',
      '😀',
      '\u{10ffff}',
      'é',
      'e\u0301',
    ];
    const drawn = fc.sample(fc.string({ unit: 'binary', maxLength: 5 }), { seed: 3, numRuns: 100 });
    const ours = anyCodePointString({ maxLength: 5 });
    const theirs = binary({ maxLength: 5 });
    const shrinks = (arbitrary: fc.Arbitrary<string>, value: string) =>
      arbitrary.canShrinkWithoutContext(value)
        ? [...arbitrary.shrink(value, undefined).take(50)].map((shrunk) => shrunk.value)
        : 'cannot';
    for (const value of [...edges, ...drawn]) {
      expect([value, shrinks(ours, value)]).toEqual([value, shrinks(theirs, value)]);
    }
  });
});
