/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { NotFound } from './not-found';

describe('NotFound', () => {
  describe('content', () => {
    it('shows the heading of the specification as the page heading', () => {
      render(<NotFound />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Ooops! Page not found.' }),
      ).toBeInTheDocument();
    });

    it('explains that the page was removed or never existed', () => {
      render(<NotFound />);
      expect(
        screen.getByText(
          "It seems that the page you're looking for has been removed or never even existed.",
        ),
      ).toBeInTheDocument();
    });

    it('links back to the home page', () => {
      render(<NotFound />);
      const back = screen.getByRole('link', { name: 'Back to home' });
      expect(back).toHaveAttribute('href', '/');
      expect(back).not.toHaveAttribute('target');
    });

    it('keeps the decorative "404" away from assistive technology', () => {
      render(<NotFound />);
      expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('detail', () => {
    it('is shown when given', () => {
      render(<NotFound detail="No case study is called “acme”." />);
      expect(screen.getByText('No case study is called “acme”.')).toBeInTheDocument();
    });

    it('adds nothing when absent', () => {
      const { container } = render(<NotFound />);
      expect(container.querySelectorAll('p')).toHaveLength(2);
    });

    it('keeps the line of a detail that comes later, and fills that same line with it', () => {
      const { container, rerender } = render(<NotFound detailLater />);
      const line = container.querySelectorAll('p')[2];
      expect(line).toBeEmptyDOMElement();
      rerender(<NotFound detailLater detail="Page not found: /missing" />);
      expect(container.querySelectorAll('p')).toHaveLength(3);
      expect(line).toHaveTextContent('Page not found: /missing');
    });
  });

  describe('leaving the page', () => {
    const originalLocation = window.location;
    afterEach(() => {
      Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    });

    it('loads the home page in full when "Back to home" is followed', () => {
      const assign = jest.fn();
      Object.defineProperty(window, 'location', {
        configurable: true,
        value: {
          href: 'http://localhost/missing',
          origin: 'http://localhost',
          pathname: '/missing',
          assign,
        },
      });
      render(<NotFound />);
      fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
      expect(assign).toHaveBeenCalledWith('http://localhost/');
    });
  });
});
