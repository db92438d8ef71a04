/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { SITE_TITLE } from '../../lib/site-config';
import { siteUrl } from '../../settings/browser';
import { NoindexHead, pageSeoHead, SeoHead, type SeoHeadProps } from './seo-head';

const IMAGE: IGatsbyImageData = {
  layout: 'fixed',
  width: 1200,
  height: 630,
  images: { fallback: { src: '/static/x.jpg' } },
};

const BASE: SeoHeadProps = {
  title: 'Pricing',
  description: 'Transparent fees for every team.',
  path: '/pricing',
};

/** Renders the head tags into a container and reads them back. */
const head = (props: Partial<SeoHeadProps> = {}) => {
  const { container } = render(<SeoHead {...BASE} {...props} />);
  const attr = (selector: string, name: string) =>
    container.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    container,
    title: container.querySelector('title')?.textContent,
    meta: (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    alternates: [...container.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  };
};

describe('SeoHead', () => {
  describe('title', () => {
    it('ends with the site title', () => {
      expect(head().title).toBe('Pricing | Ethical Global Outsourcing');
    });

    it('is the site title alone when the page title is the site title', () => {
      expect(SITE_TITLE).toBe('Ethical Global Outsourcing');
      expect(head({ title: SITE_TITLE }).title).toBe('Ethical Global Outsourcing');
    });
  });

  describe('description', () => {
    it('is the meta description and og:description', () => {
      const tags = head();
      expect(tags.meta('description')).toBe('Transparent fees for every team.');
      expect(tags.meta('og:description')).toBe('Transparent fees for every team.');
    });
  });

  describe('canonical address', () => {
    it('is absolute, on the site URL, without a trailing slash', () => {
      expect(head({ path: '/pricing/' }).canonical).toBe(`${siteUrl()}/pricing`);
      expect(siteUrl()).toMatch(/^https?:\/\/[^/]+$/);
    });

    it('is the bare site URL for the home page', () => {
      expect(head({ path: '/' }).canonical).toBe(siteUrl());
    });
  });

  describe('language alternates', () => {
    it('name the canonical address for "en" and "x-default"', () => {
      expect(head().alternates).toEqual([
        ['en', `${siteUrl()}/pricing`],
        ['x-default', `${siteUrl()}/pricing`],
      ]);
    });
  });

  describe('Open Graph', () => {
    it('carries the canonical address and the page title without the suffix', () => {
      const tags = head();
      expect(tags.meta('og:url')).toBe(`${siteUrl()}/pricing`);
      expect(tags.meta('og:title')).toBe('Pricing');
      expect(tags.meta('og:type')).toBe('website');
      expect(tags.meta('og:locale')).toBe('en_US');
    });
  });

  describe('robots', () => {
    it('are told noindex when the page is hidden from search engines', () => {
      expect(head({ noindex: true }).meta('robots')).toBe('noindex');
    });

    it.each([false, null, undefined])('are told nothing when noindex is %p', (noindex) => {
      expect(head({ noindex }).meta('robots')).toBeNull();
    });
  });

  describe('share image', () => {
    it('is an absolute address on the site, with a large Twitter card', () => {
      const tags = head({ image: IMAGE });
      expect(tags.meta('og:image')).toBe(`${siteUrl()}/static/x.jpg`);
      expect(tags.meta('twitter:image')).toBe(`${siteUrl()}/static/x.jpg`);
      expect(tags.meta('twitter:card')).toBe('summary_large_image');
    });

    it('is left out without an image, with a small Twitter card', () => {
      const tags = head({ image: null });
      expect(tags.meta('og:image')).toBeNull();
      expect(tags.meta('twitter:image')).toBeNull();
      expect(tags.meta('twitter:card')).toBe('summary');
    });
  });
});

describe('pageSeoHead', () => {
  const seo: Queries.PageSeoFragment = {
    title: 'Case study',
    description: 'How a team hired abroad.',
    noindex: true,
    image: { localFile: { childImageSharp: { gatsbyImageData: IMAGE } } },
  };
  type Data = { entry: { seo: Queries.PageSeoFragment } | null };
  const Head = pageSeoHead(
    ({ entry }: Data) => entry && { seo: entry.seo, path: '/case-studies/x' },
  );
  const renderHead = (entry: Data['entry']) => render(<Head data={{ entry }} />).container;

  it('shows the SEO entry at the address the template gives', () => {
    const container = renderHead({ seo });
    expect(container.querySelector('title')?.textContent).toBe(
      'Case study | Ethical Global Outsourcing',
    );
    expect(container.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How a team hired abroad.',
    );
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteUrl()}/case-studies/x`,
    );
    expect(container.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${siteUrl()}/static/x.jpg`,
    );
    expect(container.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('renders nothing when the entry is missing', () => {
    expect(renderHead(null).childElementCount).toBe(0);
  });
});

describe('NoindexHead', () => {
  it('gives the page its title and keeps it out of search engines', () => {
    const { container } = render(<NoindexHead title="Page not found" />);
    expect(container.querySelector('title')?.textContent).toBe(
      'Page not found | Ethical Global Outsourcing',
    );
    expect(container.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
