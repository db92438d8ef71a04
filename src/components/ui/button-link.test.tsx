/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ALL_UNSAFE_LINKS } from '../../../tests/unit/unsafe-links';
import { ButtonLink } from './button-link';

describe('ButtonLink', () => {
  it('links to its target', () => {
    render(<ButtonLink to="/book-a-demo">Book a demo</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      '/book-a-demo',
    );
  });

  it('is marked as a button for the click analytics', () => {
    render(<ButtonLink to="/pricing">See pricing</ButtonLink>);
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('data-button', '');
  });

  it('never puts a target the link rule refuses into href', () => {
    for (const value of ALL_UNSAFE_LINKS) {
      const { container, unmount } = render(<ButtonLink to={value}>Book a demo</ButtonLink>);
      expect([value, container.querySelector('[href]')]).toEqual([value, null]);
      unmount();
    }
  });
});
