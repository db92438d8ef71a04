import { headersFor } from '../../local-netlify/site-rules';
import { headerRulesOf } from './header-rules';
import { yardstickHeadersFile } from './lighthouse-runs';

const SITE_HEADERS = `
# gatsby-adapter-netlify start
/*
  cache-control: public, max-age=0, must-revalidate
/static/*
  cache-control: public, max-age=31536000, immutable
# security headers start
/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  Cross-Origin-Opener-Policy: same-origin
  X-Content-Type-Options: nosniff
/
  Content-Security-Policy: frame-ancestors 'none'
  X-Frame-Options: DENY
/blog/*
  X-Robots-Tag: noindex
`;

describe('yardstickHeadersFile', () => {
  let served: Record<string, string> = {};
  beforeAll(async () => {
    const yardstick = yardstickHeadersFile(await headerRulesOf(SITE_HEADERS));
    served = headersFor(await headerRulesOf(yardstick), '/page-2');
  });

  it("gives every page the site's home page headers", () => {
    expect(served).toEqual({
      'cache-control': 'public, max-age=0, must-revalidate',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
  });

  it("leaves out the site's Content-Security-Policy, whose hashes are the site's scripts", () => {
    expect(Object.keys(served).map((name) => name.toLowerCase())).not.toContain(
      'content-security-policy',
    );
  });
});
