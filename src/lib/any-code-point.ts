/**
 * Strings of any Unicode code point for property-based tests: the values of fast-check's
 * `fc.string({ unit: 'binary' })`, seed for seed, without its set-up cost.
 *
 * fast-check builds that unit from a table of all 1,112,064 code points and, as soon as a string
 * arbitrary is made from it, fills a map from each one back to its index (to cut its list of
 * dangerous strings into characters). That takes about a second of CPU, and Jest pays it again in
 * every test file, since each file gets its own copy of fast-check. The unit here draws the same
 * index from the same `fc.nat` and turns it into the same code point, surrogates skipped, but
 * finds the index of a code point by arithmetic (any-code-point.test.ts compares the two).
 * Test-only, like form-test-inputs.ts: nothing in the site imports it.
 */
import fc from 'fast-check';

/** The surrogate block, U+D800 to U+DFFF, which holds halves of pairs and no characters. */
const SURROGATES_START = 0xd800;
const SURROGATES_COUNT = 0x800;
const LAST_CODE_POINT = 0x10ffff;

const codePointOf = (index: number): string =>
  String.fromCodePoint(index < SURROGATES_START ? index : index + SURROGATES_COUNT);

const indexOf = (value: unknown): number => {
  const codePoint = typeof value === 'string' ? value.codePointAt(0) : undefined;
  if (
    codePoint === undefined ||
    String.fromCodePoint(codePoint) !== value ||
    (codePoint >= SURROGATES_START && codePoint < SURROGATES_START + SURROGATES_COUNT)
  ) {
    throw new Error('Not a single code point outside the surrogates');
  }
  return codePoint < SURROGATES_START ? codePoint : codePoint - SURROGATES_COUNT;
};

/** One code point, as fast-check's 'binary' string unit draws it. */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .nat({ max: LAST_CODE_POINT - SURROGATES_COUNT })
  .map(codePointOf, indexOf);

/** `fc.string({ ...constraints, unit: 'binary' })`. */
export const anyCodePointString = (
  constraints: Omit<fc.StringConstraints, 'unit'> = {},
): fc.Arbitrary<string> => fc.string({ ...constraints, unit: anyCodePoint });
