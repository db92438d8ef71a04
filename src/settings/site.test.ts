import { readClientAppUrl, readSiteUrl } from './site';

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

describe('readSiteUrl', () => {
  it("takes SITE_URL, else Netlify's URL, else the product's, without final slashes", () => {
    expect(readSiteUrl({ SITE_URL: 'https://a.example/', URL: 'https://b.example' })).toBe(
      'https://a.example',
    );
    expect(readSiteUrl({ SITE_URL: ' ', URL: 'https://b.example' })).toBe('https://b.example');
    expect(readSiteUrl({})).toBe('https://www.ethicalglobaloutsourcing.com');
  });

  it('names the variable the wrong address came from', () => {
    expect(() => readSiteUrl({ SITE_URL: 'www.example.org' })).toThrow(/^SITE_URL must be/);
    expect(() => readSiteUrl({ URL: 'https://b.example/?x' })).toThrow(/^URL must be/);
  });
});
