import { UNSAFE_LINKS } from '../../tests/unit/unsafe-links';
import { classifyLink } from './links';

const SITE = 'https://www.example.org';

describe('classifyLink', () => {
  describe('internal paths', () => {
    it('keeps a path without a trailing slash as it is', () => {
      expect(classifyLink('/pricing', SITE)).toEqual({ kind: 'internal', to: '/pricing' });
    });

    it('removes a trailing slash', () => {
      expect(classifyLink('/pricing/', SITE)).toEqual({ kind: 'internal', to: '/pricing' });
      expect(classifyLink('/blog/a-post//', SITE)).toEqual({
        kind: 'internal',
        to: '/blog/a-post',
      });
    });

    it('keeps the home page "/" as it is', () => {
      expect(classifyLink('/', SITE)).toEqual({ kind: 'internal', to: '/' });
    });

    it('keeps the query string or the hash, removing only the slash before them', () => {
      expect(classifyLink('/pricing/?plan=pro', SITE)).toEqual({
        kind: 'internal',
        to: '/pricing?plan=pro',
      });
      expect(classifyLink('/pricing/#faq', SITE)).toEqual({ kind: 'internal', to: '/pricing#faq' });
      expect(classifyLink('/?ref=mail', SITE)).toEqual({ kind: 'internal', to: '/?ref=mail' });
    });

    it('keeps both a query string and a hash', () => {
      expect(classifyLink('/pricing/?plan=pro#faq', SITE)).toEqual({
        kind: 'internal',
        to: '/pricing?plan=pro#faq',
      });
    });

    it('does not touch a slash inside the query string', () => {
      expect(classifyLink('/go?next=/a/', SITE)).toEqual({ kind: 'internal', to: '/go?next=/a/' });
    });
  });

  describe('values the link rule refuses', () => {
    it.each(Object.entries(UNSAFE_LINKS))('refuses %s', (_kind, values) => {
      for (const value of values) {
        expect([value, classifyLink(value, SITE)]).toEqual([value, { kind: 'refused' }]);
      }
    });

    it('refuses protocol-relative "//host/path", which leaves the site', () => {
      expect(classifyLink('//evil.example.com/x', SITE)).toEqual({ kind: 'refused' });
    });

    it('keeps an own-host address whose path starts with "//" absolute, never "//host"', () => {
      expect(classifyLink('https://www.example.org//evil.example.com/x', SITE)).toEqual({
        kind: 'external',
        href: 'https://www.example.org//evil.example.com/x',
      });
    });
  });

  describe('anchors', () => {
    it('returns an anchor on this page unchanged', () => {
      expect(classifyLink('#faq', SITE)).toEqual({ kind: 'anchor', href: '#faq' });
    });
  });

  describe("absolute links to the site's own host", () => {
    it('become internal paths without a trailing slash', () => {
      expect(classifyLink('https://www.example.org/pricing/', SITE)).toEqual({
        kind: 'internal',
        to: '/pricing',
      });
    });

    it('match the host without "www." too, and the other way round', () => {
      expect(classifyLink('https://example.org/about', SITE)).toEqual({
        kind: 'internal',
        to: '/about',
      });
      expect(classifyLink('https://www.example.org/about', 'https://example.org')).toEqual({
        kind: 'internal',
        to: '/about',
      });
    });

    it('keep the query string and hash', () => {
      expect(classifyLink('https://example.org/a/?b=1#c', SITE)).toEqual({
        kind: 'internal',
        to: '/a?b=1#c',
      });
    });

    it('turn the bare site address into the home page', () => {
      expect(classifyLink('https://www.example.org', SITE)).toEqual({ kind: 'internal', to: '/' });
    });
  });

  describe('other hosts', () => {
    it('are external, with the address unchanged', () => {
      expect(classifyLink('https://contentful.com/pricing/', SITE)).toEqual({
        kind: 'external',
        href: 'https://contentful.com/pricing/',
      });
    });

    it('include hosts that merely end with the site host', () => {
      expect(classifyLink('https://notexample.org/x', SITE)).toEqual({
        kind: 'external',
        href: 'https://notexample.org/x',
      });
    });

    it('include mailto: and tel: links', () => {
      expect(classifyLink('mailto:hi@example.org', SITE)).toEqual({
        kind: 'external',
        href: 'mailto:hi@example.org',
      });
      expect(classifyLink('tel:+441234', SITE).kind).toBe('external');
    });
  });

  describe('whitespace', () => {
    it('is trimmed before classifying', () => {
      expect(classifyLink('  /pricing/ \n', SITE)).toEqual({ kind: 'internal', to: '/pricing' });
      expect(classifyLink(' #faq ', SITE)).toEqual({ kind: 'anchor', href: '#faq' });
      expect(classifyLink('\thttps://other.example.com ', SITE)).toEqual({
        kind: 'external',
        href: 'https://other.example.com',
      });
      expect(classifyLink(' https://example.org/a ', SITE)).toEqual({
        kind: 'internal',
        to: '/a',
      });
    });
  });
});
