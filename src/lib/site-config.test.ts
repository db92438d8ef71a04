import { readClientAppUrl } from './site-config';

describe('readClientAppUrl', () => {
  it("takes the product's application when unset or blank", () => {
    expect(readClientAppUrl(undefined)).toBe('https://app.ethicalglobaloutsourcing.com');
    expect(readClientAppUrl('  ')).toBe('https://app.ethicalglobaloutsourcing.com');
  });

  it('takes an http(s) address, without its final slashes', () => {
    expect(readClientAppUrl(' https://app.example.org/ ')).toBe('https://app.example.org');
    expect(readClientAppUrl('http://localhost:3000/app//')).toBe('http://localhost:3000/app');
  });

  it('stops the build on anything else, naming the variable and what it takes', () => {
    for (const value of [
      'app.example.org',
      'ftp://app.example.org',
      'https://a.org/?x=1',
      'https://a.org/#x',
    ]) {
      expect(() => readClientAppUrl(value)).toThrow(
        `GATSBY_CLIENT_APP_URL must be an http(s) address without query or fragment, e.g. https://app.example.org; it is "${value}"`,
      );
    }
  });
});
