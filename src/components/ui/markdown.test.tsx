/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { navigate, prefetchPathname } from 'gatsby';
import { Markdown } from './markdown';

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const prefetchMock = prefetchPathname as jest.MockedFunction<typeof prefetchPathname>;

describe('Markdown', () => {
  beforeEach(() => {
    navigateMock.mockClear();
    prefetchMock.mockClear();
  });

  it('renders the given HTML', () => {
    render(<Markdown html='<h2 id="fees">Fees</h2><p>Plain <a href="/pricing">prices</a></p>' />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'prices' })).toHaveAttribute('href', '/pricing');
  });

  describe('links', () => {
    it('routes internal links on the client', () => {
      render(<Markdown html='<a href="/pricing/">prices</a>' />);
      const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'prices' }));
      expect(notPrevented).toBe(false);
      expect(navigateMock).toHaveBeenCalledWith('/pricing');
    });

    it('leaves links to other sites, new-tab links and modified clicks to the browser', () => {
      render(
        <Markdown html='<a href="https://example.org/">out</a><a href="/a" target="_blank">tab</a><a href="/b">b</a>' />,
      );
      expect(fireEvent.click(screen.getByRole('link', { name: 'out' }))).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'tab' }))).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'b' }), { ctrlKey: true })).toBe(
        true,
      );
      expect(navigateMock).not.toHaveBeenCalled();
    });

    it('fetches an internal page ahead when a pointer is over its link, and no other', () => {
      render(<Markdown html='<a href="https://example.org/">out</a><a href="/b#fees">b</a>' />);
      fireEvent.pointerOver(screen.getByRole('link', { name: 'out' }));
      expect(prefetchMock).not.toHaveBeenCalled();
      fireEvent.pointerOver(screen.getByRole('link', { name: 'b' }));
      expect(prefetchMock).toHaveBeenCalledWith('/b#fees');
    });
  });
});
