import fc from 'fast-check';
import { countryOfTyped, formatAsTyped, readPhone } from './phone-number';
import { phoneCountries, type PhoneCountry } from './phone-countries';
import { hostileText } from '../test-inputs';

const ALL = phoneCountries();
const country = (iso2: string): PhoneCountry => {
  const found = ALL.find((entry) => entry.iso2 === iso2);
  if (!found) throw new Error(`no phone country ${iso2}`);
  return found;
};
const GB = country('gb');
const US = country('us');

describe('readPhone', () => {
  describe('the value object', () => {
    it('has every field of the spec for a valid national number', () => {
      expect(readPhone('020 7183 8750', { country: GB })).toEqual({
        phone: '020 7183 8750',
        activeCountryCode: 'gb',
        formatted: '020 7183 8750',
        valid: true,
        possible: true,
        nationalNumber: '2071838750',
        country: GB,
        countryCode: 'gb',
      });
    });

    it('keeps the text as typed in `phone`, and in `formatted` while invalid', () => {
      const value = readPhone('020 71', { country: GB });
      expect(value).toMatchObject({ phone: '020 71', formatted: '020 71', valid: false });
    });

    it('reads an empty box as neither valid nor possible', () => {
      expect(readPhone('', { country: GB })).toMatchObject({
        valid: false,
        possible: false,
        nationalNumber: '',
        countryCode: undefined,
      });
    });
  });

  describe('the country it parses with', () => {
    it('is the selected country for a number without "+"', () => {
      expect(readPhone('(212) 555-1234', { country: US })).toMatchObject({
        valid: true,
        countryCode: 'us',
      });
      expect(readPhone('(212) 555-1234', { country: GB }).valid).toBe(false);
    });

    it('is the number’s own for a number starting with "+", whatever is selected', () => {
      expect(readPhone('+1 212 555 1234', { country: GB })).toMatchObject({
        valid: true,
        countryCode: 'us',
        activeCountryCode: 'gb',
        nationalNumber: '2125551234',
      });
    });

    it('is none when no country is selected: only "+" numbers can be read', () => {
      expect(readPhone('020 7183 8750').valid).toBe(false);
      expect(readPhone('+44 20 7183 8750').valid).toBe(true);
    });
  });

  describe('validity', () => {
    it('is the parser’s: a possible length with digits no number has is not valid', () => {
      expect(readPhone('+44 20 7183 875', { country: GB })).toMatchObject({
        valid: false,
        possible: true,
      });
      expect(readPhone('+1 123 456 7890', { country: GB })).toMatchObject({
        valid: false,
        possible: true,
      });
    });

    it('needs the whole text to be the number', () => {
      expect(readPhone('tel: 020 7183 8750', { country: GB }).valid).toBe(false);
      expect(readPhone('07400 12345a6', { country: GB }).valid).toBe(false);
    });

    it('makes a national number under 2 digits too short', () => {
      expect(readPhone('1', { country: GB })).toMatchObject({ valid: false, possible: false });
      expect(readPhone('+44 1', { country: GB })).toMatchObject({ valid: false, possible: false });
    });

    it('makes a national number over 17 digits too long', () => {
      expect(readPhone('123456789012345678', { country: GB })).toMatchObject({
        valid: false,
        possible: false,
      });
      expect(readPhone('+44 123456789012345678', { country: GB })).toMatchObject({
        valid: false,
        possible: false,
      });
    });

    it('makes a number of an excluded country invalid and not possible', () => {
      const ignored = readPhone('+1 212 555 1234', { country: GB, ignoredCountries: ['us'] });
      expect(ignored).toMatchObject({ valid: false, possible: false, countryCode: undefined });
      const notAllowed = readPhone('+1 212 555 1234', { country: GB, allowedCountries: ['gb'] });
      expect(notAllowed).toMatchObject({ valid: false, possible: false, countryCode: undefined });
      expect(readPhone('020 7183 8750', { country: GB, allowedCountries: ['gb'] }).valid).toBe(
        true,
      );
    });

    it('accepts other punctuation unless valid characters only is set', () => {
      expect(readPhone('020.7183.8750', { country: GB }).valid).toBe(true);
      expect(readPhone('020.7183.8750', { country: GB, validCharactersOnly: true }).valid).toBe(
        false,
      );
      expect(readPhone('(020) 7183-8750', { country: GB, validCharactersOnly: true }).valid).toBe(
        true,
      );
      expect(readPhone('+44 20 7183 8750', { country: GB, validCharactersOnly: true }).valid).toBe(
        true,
      );
    });

    it('asks a custom pattern to match as well, when one is set', () => {
      expect(readPhone('07400 123456', { country: GB, customPattern: /^07/ }).valid).toBe(true);
      expect(readPhone('020 7183 8750', { country: GB, customPattern: /^07/ }).valid).toBe(false);
      expect(readPhone('020 7183 8750', { country: GB }).valid).toBe(true);
    });

    it('ignores the state of a global pattern between calls', () => {
      const global = /^0/g;
      expect(readPhone('020 7183 8750', { country: GB, customPattern: global }).valid).toBe(true);
      expect(readPhone('020 7183 8750', { country: GB, customPattern: global }).valid).toBe(true);
    });
  });

  describe('formatted, by mode', () => {
    it('auto (the default): international when typed with "+", national otherwise', () => {
      expect(readPhone('+442071838750', { country: GB }).formatted).toBe('+44 20 7183 8750');
      expect(readPhone('02071838750', { country: GB }).formatted).toBe('020 7183 8750');
    });

    it('international: always with the dial code', () => {
      expect(readPhone('02071838750', { country: GB, mode: 'international' }).formatted).toBe(
        '+44 20 7183 8750',
      );
    });

    it('national: always as dialled in the country', () => {
      expect(readPhone('+12125551234', { country: GB, mode: 'national' }).formatted).toBe(
        '(212) 555-1234',
      );
    });
  });
});

describe('formatAsTyped', () => {
  it('formats a number as far as it is typed', () => {
    expect(formatAsTyped('+4474001', { country: GB })).toBe('+44 7400 1');
    expect(formatAsTyped('074001', { country: GB })).toBe('07400 1');
  });

  it('writes a valid number in the mode’s format', () => {
    expect(formatAsTyped('02071838750', { country: GB, mode: 'international' })).toBe(
      '+44 20 7183 8750',
    );
    expect(formatAsTyped('+442071838750', { country: GB, mode: 'national' })).toBe('020 7183 8750');
  });

  it('leaves text with other characters as typed, so nothing after a letter is lost', () => {
    expect(formatAsTyped('07400 1a23456', { country: GB })).toBe('07400 1a23456');
  });
});

describe('the phone parser on hostile input', () => {
  const modes = fc.constantFrom('auto' as const, 'national' as const, 'international' as const);
  const selected = fc.option(fc.constantFrom(GB, US, country('xk'), country('in')), {
    nil: undefined,
  });

  it('never throws and always answers a well-formed value, over 3 000 strings', () => {
    fc.assert(
      fc.property(hostileText, selected, modes, fc.boolean(), (text, active, mode, strict) => {
        const value = readPhone(text, { country: active, mode, validCharactersOnly: strict });
        const shown = formatAsTyped(text, { country: active, mode });
        const typedCountry = countryOfTyped(text, active);
        return (
          (typedCountry === undefined || /^[a-z]{2}$/.test(typedCountry)) &&
          value.phone === text &&
          typeof value.formatted === 'string' &&
          typeof shown === 'string' &&
          (!value.valid || value.possible) &&
          (value.valid || value.formatted === text) &&
          (value.nationalNumber === '' ||
            /^\d{2,17}$/.test(value.nationalNumber) ||
            !value.possible)
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('formats as typed without losing a digit or a "+"', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,22}$/), selected, (text, active) => {
        const digits = (value: string) => value.replace(/[^0-9]/g, '');
        return digits(formatAsTyped(text, { country: active })) === digits(text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('countryOfTyped', () => {
  it('names the country of a "+" number as soon as its digits tell', () => {
    expect(countryOfTyped('+33')).toBe('fr');
    expect(countryOfTyped('+383 44')).toBe('xk');
    expect(countryOfTyped('+44 20 7183 8750')).toBe('gb');
  });

  it('moves to the main country of a shared calling code from a country of another code', () => {
    expect(countryOfTyped('+44', country('de'))).toBe('gb');
    expect(countryOfTyped('+1', GB)).toBe('us');
  });

  it("places a number of a shared calling code by its area code (the spec's optional area codes)", () => {
    expect(countryOfTyped('+1 416 555 0199', US)).toBe('ca');
    expect(countryOfTyped('+1 212 555 0199', country('ca'))).toBe('us');
    expect(countryOfTyped('+44 1481 720000', GB)).toBe('gg');
  });

  it('keeps a country that shares the calling code until the number tells', () => {
    expect(countryOfTyped('+44', country('je'))).toBeUndefined();
    expect(countryOfTyped('+1 2', US)).toBeUndefined();
  });

  it('says nothing for a national number or an unknown code', () => {
    expect(countryOfTyped('020 7183', GB)).toBeUndefined();
    expect(countryOfTyped('+999', GB)).toBeUndefined();
    expect(countryOfTyped('+')).toBeUndefined();
  });
});
