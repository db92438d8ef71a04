/** Test-only: fast-check's `unit: 'binary'`, seed for seed, minus its costly per-file set-up. */
import fc from 'fast-check';

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

export const anyCodePoint: fc.Arbitrary<string> = fc
  .nat({ max: LAST_CODE_POINT - SURROGATES_COUNT })
  .map(codePointOf, indexOf);

export const anyCodePointString = (
  constraints: Omit<fc.StringConstraints, 'unit'> = {},
): fc.Arbitrary<string> => fc.string({ ...constraints, unit: anyCodePoint });
