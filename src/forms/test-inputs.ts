/** Test-only: hostile input for property-based tests of the form rules and phone parser. */
import fc from 'fast-check';
import { anyCodePointString } from '../lib/any-code-point';

const fragments = fc.constantFrom(
  '<',
  '>',
  '<b>',
  '</b>',
  '<script>',
  '</script>',
  '<!--',
  '-->',
  '&amp;',
  '&#x1F600;',
  '&#99999999;',
  '&lt;',
  '@',
  '.',
  '+',
  '(',
  ')',
  '-',
  ' ',
  '\u0000',
  '\u202E',
  '🇬🇧',
  '٠١٢',
  'http://',
  'gmail.com',
);

const markup = fc
  .array(fc.oneof(fragments, fc.string({ unit: 'grapheme-ascii', maxLength: 6 })), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

const phoneLike = fc.stringMatching(/^\+?[0-9 ()-]{0,30}$/);

const veryLong = fc
  .tuple(
    fc.oneof(fragments, anyCodePointString({ minLength: 1, maxLength: 3 })),
    fc.integer({ min: 1000, max: 20000 }),
  )
  .map(([piece, times]) => piece.repeat(times));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  anyCodePointString({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  markup,
  phoneLike,
  veryLong,
);
