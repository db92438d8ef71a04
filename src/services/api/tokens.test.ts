import fc from 'fast-check';
import { bearer, stripBearer } from './tokens';

const token = fc.string({ minLength: 1 }).filter((value) => !/\s/.test(value));

describe('bearer tokens', () => {
  it('give one Authorization value whether the token was stored with "Bearer " or without', () => {
    fc.assert(
      fc.property(token, (value) => {
        expect(bearer(value)).toBe(`Bearer ${value}`);
        expect(bearer(`Bearer ${value}`)).toBe(`Bearer ${value}`);
      }),
    );
  });

  it('strip the prefix for the refresh body, leaving a bare token as it is', () => {
    fc.assert(
      fc.property(token, (value) => {
        expect(stripBearer(`Bearer ${value}`)).toBe(value);
        expect(stripBearer(`bearer  ${value}`)).toBe(value);
        expect(stripBearer(value)).toBe(value);
      }),
    );
  });
});
