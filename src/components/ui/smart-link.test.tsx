/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { siteUrl } from '../../settings/browser';
import { UNSAFE_LINKS } from '../../../tests/unit/unsafe-links';
import { SmartLink } from './smart-link';

/** The site's own host with "www." added or removed, whichever the configured URL lacks. */
const otherWwwForm = (siteUrl: string): string => {
  const url = new URL(siteUrl);
  url.host = url.host.startsWith('www.') ? url.host.slice(4) : `www.${url.host}`;
  return url.origin;
};

describe('SmartLink', () => {
  describe('internal paths', () => {
    it('render an anchor to the path without a trailing slash, in the same tab', () => {
      render(<SmartLink to="/pricing/">Pricing</SmartLink>);
      const link = screen.getByRole('link', { name: 'Pricing' });
      expect(link).toHaveAttribute('href', '/pricing');
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    });

    it('pass other anchor attributes through', () => {
      render(
        <SmartLink to="/pricing" className="nav" aria-current="page">
          Pricing
        </SmartLink>,
      );
      const link = screen.getByRole('link', { name: 'Pricing' });
      expect(link).toHaveClass('nav');
      expect(link).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('anchors', () => {
    it('render a plain anchor to the fragment, in the same tab', () => {
      render(<SmartLink to="#faq">Questions</SmartLink>);
      const link = screen.getByRole('link', { name: 'Questions' });
      expect(link).toHaveAttribute('href', '#faq');
      expect(link).not.toHaveAttribute('target');
    });
  });

  describe('external addresses', () => {
    it('open in a new tab', () => {
      render(<SmartLink to="https://contentful.com/docs">Docs</SmartLink>);
      const link = screen.getByRole('link', { name: /^Docs/ });
      expect(link).toHaveAttribute('href', 'https://contentful.com/docs');
      expect(link).toHaveAttribute('target', '_blank');
    });

    it('carry rel nofollow, noopener and noreferrer', () => {
      render(<SmartLink to="https://contentful.com/docs">Docs</SmartLink>);
      const rel = (screen.getByRole('link', { name: /^Docs/ }).getAttribute('rel') ?? '').split(
        /\s+/,
      );
      expect(rel).toEqual(expect.arrayContaining(['nofollow', 'noopener', 'noreferrer']));
    });

    it('tell assistive technology that they open in a new tab', () => {
      render(<SmartLink to="https://contentful.com/docs">Docs</SmartLink>);
      expect(screen.getByRole('link', { name: 'Docs (opens in a new tab)' })).toBeInTheDocument();
    });
  });

  describe('addresses the link rule refuses', () => {
    it.each(Object.entries(UNSAFE_LINKS))('render %s as text, never as href', (_kind, values) => {
      for (const value of values) {
        const { container, unmount } = render(<SmartLink to={value}>Go</SmartLink>);
        expect([value, container.querySelector('[href]')]).toEqual([value, null]);
        expect(container).toHaveTextContent('Go');
        unmount();
      }
    });

    it('render a protocol-relative address as text, never as a link', () => {
      render(<SmartLink to="//other.example.com/x">Other</SmartLink>);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText('Other')).toBeInTheDocument();
    });
  });

  describe("absolute addresses on the site's own host", () => {
    it('render as internal links to the path', () => {
      render(<SmartLink to={`${siteUrl()}/about/?a=1`}>About</SmartLink>);
      const link = screen.getByRole('link', { name: 'About' });
      expect(link).toHaveAttribute('href', '/about?a=1');
      expect(link).not.toHaveAttribute('target');
    });

    it('render as internal links with or without "www."', () => {
      render(<SmartLink to={`${otherWwwForm(siteUrl())}/about`}>About</SmartLink>);
      const link = screen.getByRole('link', { name: 'About' });
      expect(link).toHaveAttribute('href', '/about');
      expect(link).not.toHaveAttribute('target');
    });
  });
});
