import fc from 'fast-check';
import { firstFailure, rules, textWithoutMarkup, type Rule } from './rules';
import { hostileText } from '../test-inputs';

describe('isRequired', () => {
  it('says "Field is required" for an empty, blank, unchecked or missing value', () => {
    for (const value of ['', '   ', '\n\t', undefined, null, false, []]) {
      expect(rules.isRequired(value)).toBe('Field is required');
    }
  });

  it('passes any value with content, a ticked box and the number 0', () => {
    for (const value of ['a', ' x ', true, 0, ['one']]) {
      expect(rules.isRequired(value)).toBe(true);
    }
  });
});

describe('invalidMail', () => {
  it.each(['ada@example.org', 'first.last+tag@mail.co.uk', "o'neil@sub.domain.io", ' a@b.cd '])(
    'passes %p',
    (address) => expect(rules.invalidMail(address)).toBe(true),
  );

  it.each([
    'plain',
    'no-at.example.org',
    'a@b',
    'a@b.c',
    'a@-b.com',
    'a@b-.com',
    'a@b..com',
    'two@@example.org',
    'spa ce@example.org',
    'ünï@example.org',
    '@example.org',
    'a@example.123',
  ])('says "Invalid mail" for %p', (address) => {
    expect(rules.invalidMail(address)).toBe('Invalid mail');
  });

  it('says "Invalid mail" past the 254 characters an address can have', () => {
    expect(rules.invalidMail(`${'a'.repeat(242)}@example.org`)).toBe(true);
    expect(rules.invalidMail(`${'a'.repeat(243)}@example.org`)).toBe('Invalid mail');
  });

  it('leaves an empty value to isRequired', () => {
    expect(rules.invalidMail('')).toBe(true);
    expect(rules.invalidMail('  ')).toBe(true);
  });
});

describe('isPersonMail', () => {
  it('says "We recommend using your work email" for free consumer providers', () => {
    for (const address of ['me@gmail.com', 'me@yahoo.com', 'me@outlook.com', 'me@mail.ru']) {
      expect(rules.isPersonMail(address)).toBe('We recommend using your work email');
    }
  });

  it('matches the domain in any letter case, with a final root dot, around spaces', () => {
    expect(rules.isPersonMail('Me@GMail.COM')).toBe('We recommend using your work email');
    expect(rules.isPersonMail(' me@gmail.com. ')).toBe('We recommend using your work email');
  });

  it('passes work domains, look-alikes and subdomains not on the list', () => {
    for (const address of ['me@acme.com', 'me@gmail.com.acme.io', 'me@notgmail.com']) {
      expect(rules.isPersonMail(address)).toBe(true);
    }
  });

  it('checks only the domain: a local part that names a provider passes', () => {
    expect(rules.isPersonMail('gmail.com@acme.com')).toBe(true);
  });

  it('leaves text without "@" to invalidMail', () => {
    expect(rules.isPersonMail('gmail.com')).toBe(true);
    expect(rules.isPersonMail('')).toBe(true);
  });
});

describe('invalidUrl', () => {
  it.each([
    'example.com',
    'www.example.com',
    'https://example.com',
    'http://example.com:8080/path?q=1#top',
    'HTTPS://Example.COM/About',
    'sub.domain.example.co.uk/',
    'bücher.de',
  ])('passes %p (scheme optional)', (url) => {
    expect(rules.invalidUrl(url)).toBe(true);
  });

  it.each([
    'example',
    'ftp://example.com',
    'https://',
    'http//example.com',
    'exa mple.com',
    'example.com/a path',
    '-example.com',
    'example.c',
    'example.com:999999',
    'javascript:alert(1)',
  ])('says "Invalid url" for %p', (url) => {
    expect(rules.invalidUrl(url)).toBe('Invalid url');
  });

  it('says "Invalid url" past 2 048 characters', () => {
    expect(rules.invalidUrl(`example.com/${'a'.repeat(2036)}`)).toBe(true);
    expect(rules.invalidUrl(`example.com/${'a'.repeat(2037)}`)).toBe('Invalid url');
  });

  it('leaves an empty value to isRequired', () => {
    expect(rules.invalidUrl('')).toBe(true);
  });
});

describe('minLength', () => {
  it('defaults to 4 characters, with the bound in the message', () => {
    expect(rules.minLength()('abc')).toBe('Must contain at least 4 characters.');
    expect(rules.minLength()('abcd')).toBe(true);
  });

  it('takes another bound', () => {
    expect(rules.minLength(10)('123456789')).toBe('Must contain at least 10 characters.');
    expect(rules.minLength(10)('1234567890')).toBe(true);
  });

  it('counts characters after stripping markup', () => {
    expect(rules.minLength()('<b>abc</b>')).toBe('Must contain at least 4 characters.');
    expect(rules.minLength()('<p><br/></p>a')).toBe('Must contain at least 4 characters.');
    expect(rules.minLength()('<em>abcd</em>')).toBe(true);
  });

  it('counts a character reference as the one character it stands for', () => {
    expect(rules.minLength()('&amp;&amp;&amp;')).toBe('Must contain at least 4 characters.');
  });

  it('counts characters, not UTF-16 units: emoji and accents are one each', () => {
    expect(rules.minLength()('😀😀😀')).toBe('Must contain at least 4 characters.');
    expect(rules.minLength()('ñañá')).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(rules.minLength()('  abc  ')).toBe('Must contain at least 4 characters.');
  });

  it('leaves an empty value to isRequired', () => {
    expect(rules.minLength()('')).toBe(true);
  });
});

describe('maxLength', () => {
  it('says "Cannot exceed {max} characters" with the bound', () => {
    expect(rules.maxLength(5)('123456')).toBe('Cannot exceed 5 characters');
    expect(rules.maxLength(5)('12345')).toBe(true);
  });

  it('counts what is typed, markup included', () => {
    expect(rules.maxLength(5)('<b>x</b>')).toBe('Cannot exceed 5 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(rules.maxLength(3)('😀😀😀')).toBe(true);
  });
});

describe('textWithoutMarkup', () => {
  it('drops tags, comments and declarations and decodes character references', () => {
    expect(textWithoutMarkup('<p>Hello <b>you</b></p><!-- x --><!doctype html>&amp; co')).toBe(
      'Hello you& co',
    );
  });

  it('keeps a "<" that starts no tag, and an unclosed tag as text', () => {
    expect(textWithoutMarkup('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(textWithoutMarkup('a <b')).toBe('a <b');
  });

  it('strips 100 000 unclosed "<a" in well under a second', () => {
    const started = Date.now();
    expect(textWithoutMarkup('<a'.repeat(50_000))).toHaveLength(100_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('firstFailure', () => {
  it('answers the message of the first rule that fails', () => {
    const validate = firstFailure([rules.isRequired, rules.invalidMail, rules.isPersonMail]);
    expect(validate('')).toBe('Field is required');
    expect(validate('nope')).toBe('Invalid mail');
    expect(validate('me@gmail.com')).toBe('We recommend using your work email');
    expect(validate('me@acme.com')).toBe(true);
  });

  it('passes with no rules', () => {
    expect(firstFailure([])('anything')).toBe(true);
  });
});

describe('every rule on hostile input', () => {
  const cases: [string, Rule, RegExp][] = [
    ['isRequired', rules.isRequired, /^Field is required$/],
    ['invalidMail', rules.invalidMail, /^Invalid mail$/],
    ['isPersonMail', rules.isPersonMail, /^We recommend using your work email$/],
    ['invalidUrl', rules.invalidUrl, /^Invalid url$/],
    ['minLength()', rules.minLength(), /^Must contain at least 4 characters\.$/],
    ['minLength(12)', rules.minLength(12), /^Must contain at least 12 characters\.$/],
    ['maxLength(80)', rules.maxLength(80), /^Cannot exceed 80 characters$/],
  ];

  it.each(cases)(
    '%s never throws and answers true or its own message, over 3 000 strings',
    (_name, rule, message) => {
      fc.assert(
        fc.property(hostileText, (text) => {
          const result = rule(text);
          return result === true || message.test(result);
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('isPersonMail flags every listed domain in any letter case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gmail.com', 'yahoo.co.jp', 'hotmail.com', 'yandex.ru'),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (domain, upper) => {
          const mixed = [...domain]
            .map((char, i) => (upper[i % upper.length] ? char.toUpperCase() : char))
            .join('');
          return rules.isPersonMail(`someone@${mixed}`) === 'We recommend using your work email';
        },
      ),
    );
  });
});
