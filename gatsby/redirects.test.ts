import { REDIRECTS, checkRedirects, type RedirectRule } from './redirects';

const pages = new Set(['/', '/pricing', '/testimonials']);
const rule = (from: string, to: string, status: 301 | 302 = 301): RedirectRule => ({
  from,
  to,
  status,
});

describe('checkRedirects', () => {
  it('accepts rules to pages and to other sites', () => {
    expect(
      checkRedirects([rule('/old', '/pricing'), rule('/x', 'https://example.org', 302)], pages),
    ).toEqual([]);
  });

  it('reports duplicate sources, sources that are pages, missing targets and loops', () => {
    expect(
      checkRedirects(
        [
          rule('/old', '/pricing'),
          rule('/old', '/'),
          rule('/pricing', '/'),
          rule('/gone', '/nowhere'),
          rule('/a', '/a'),
        ],
        pages,
      ),
    ).toEqual([
      '/old is redirected more than once',
      '/pricing is a page and cannot also be redirected',
      '/gone redirects to /nowhere, which is not a page',
      '/a redirects to /a, which is not a page',
      '/a redirects to itself',
    ]);
  });
});

describe('REDIRECTS', () => {
  it('covers every address the specification registers without a page', () => {
    const registered =
      '/auth/sign-up, /auth/sign-in, /independent-contractor/search, /billing/impacts, /billing/payment-methods, /freelancer/my-jobs/active-jobs, /search-job, /freelancer/profile, /safetywing, /better-freelancer-fees, /pathways/join, /download-app, /enterprise, /smb, /non-profit, /team, /about, /about-us, /we-work-with, /our-impact, /transparency-of-fees, /testiomonials, /how-it-works/clients, /clients, /security, /whitepaper/talent3, /how-it-works/freelancers, /partners, /charitable-donations, /platform-updates'.split(
        ', ',
      );
    const sources = new Set(REDIRECTS.map((redirect) => redirect.from));
    expect(registered.filter((path) => !sources.has(path))).toEqual([]);
  });

  it('hands the account pages over to the client application', () => {
    for (const path of [
      '/sign-in',
      '/sign-up',
      '/forgot-password',
      '/reset-password',
      '/authorisation',
      '/profile',
    ]) {
      const found = REDIRECTS.find((redirect) => redirect.from === path);
      expect(found?.status).toBe(302);
      expect(found?.to).toMatch(/^https:\/\//);
    }
  });

  it('has sources that are paths without a trailing slash, each once', () => {
    const sources = REDIRECTS.map((redirect) => redirect.from);
    expect(new Set(sources).size).toBe(sources.length);
    for (const source of sources) expect(source).toMatch(/^\/[^?#]*[^/]$/);
  });
});
