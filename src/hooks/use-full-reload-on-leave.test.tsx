/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent } from 'react';
import { useFullReloadOnLeave } from './use-full-reload-on-leave';

/** jsdom cannot navigate, and its location cannot be spied on: a stub stands in for it. */
const originalLocation = window.location;
let assign: jest.Mock;
beforeEach(() => {
  assign = jest.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: {
      href: 'http://localhost/missing-page',
      origin: 'http://localhost',
      pathname: '/missing-page',
      assign,
    },
  });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

/**
 * Stands in for Gatsby's Link handler, which routes on the client: it records whether the
 * click reached it and whether it was already handled, then stops jsdom from navigating.
 */
let routedPrevented: boolean[] = [];
const clientRouter = jest.fn((event: MouseEvent) => {
  routedPrevented.push(event.defaultPrevented);
  event.preventDefault();
});
beforeEach(() => {
  clientRouter.mockClear();
  routedPrevented = [];
});

const Page = () => {
  useFullReloadOnLeave();
  return (
    <nav>
      <a href="/pricing" onClick={clientRouter}>
        Pricing
      </a>
      <a href="/pricing" target="_blank" onClick={clientRouter}>
        Pricing in a new tab
      </a>
      <a href="/missing-page?ref=x" onClick={clientRouter}>
        This page
      </a>
      <a href="https://other.example.com/pricing" onClick={clientRouter}>
        Elsewhere
      </a>
      <a href="/blog/" onClick={clientRouter}>
        <span>Blog</span>
      </a>
    </nav>
  );
};

const link = (name: string) => screen.getByRole('link', { name });

/** Asserts the click went on to the client router, undisturbed, and caused no full load. */
const expectLeftAlone = () => {
  expect(assign).not.toHaveBeenCalled();
  expect(clientRouter).toHaveBeenCalledTimes(1);
  expect(routedPrevented).toEqual([false]);
};

describe('useFullReloadOnLeave', () => {
  describe('while mounted', () => {
    it('loads a same-origin link to another path in full, instead of routing', () => {
      render(<Page />);
      const notCancelled = fireEvent.click(link('Pricing'));
      expect(assign).toHaveBeenCalledWith('http://localhost/pricing');
      expect(notCancelled).toBe(false);
      expect(clientRouter).not.toHaveBeenCalled();
    });

    it('intercepts a click on an element inside the link', () => {
      render(<Page />);
      fireEvent.click(screen.getByText('Blog'));
      expect(assign).toHaveBeenCalledWith('http://localhost/blog/');
      expect(clientRouter).not.toHaveBeenCalled();
    });
  });

  describe('clicks it leaves alone', () => {
    it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])('with %s held', (modifier) => {
      render(<Page />);
      fireEvent.click(link('Pricing'), { [modifier]: true });
      expectLeftAlone();
    });

    it('with a button other than the main one', () => {
      render(<Page />);
      fireEvent.click(link('Pricing'), { button: 1 });
      expectLeftAlone();
    });

    it('to the same path, even with another query string', () => {
      render(<Page />);
      fireEvent.click(link('This page'));
      expectLeftAlone();
    });

    it('to a link opening in a new tab', () => {
      render(<Page />);
      fireEvent.click(link('Pricing in a new tab'));
      expectLeftAlone();
    });

    it('to another origin', () => {
      render(<Page />);
      fireEvent.click(link('Elsewhere'));
      expectLeftAlone();
    });

    it('already handled by an earlier listener', () => {
      render(<Page />);
      const cancel = (event: Event) => event.preventDefault();
      window.addEventListener('click', cancel, true);
      try {
        fireEvent.click(link('Pricing'));
      } finally {
        window.removeEventListener('click', cancel, true);
      }
      expect(assign).not.toHaveBeenCalled();
      expect(routedPrevented).toEqual([true]);
    });
  });

  describe('after unmount', () => {
    it('intercepts nothing', () => {
      const { unmount } = render(<Page />);
      const page = document.createElement('a');
      page.href = '/pricing';
      page.textContent = 'Pricing';
      const cancel = jest.fn((event: Event) => event.preventDefault());
      page.addEventListener('click', cancel);
      document.body.append(page);
      unmount();

      fireEvent.click(page);
      expect(assign).not.toHaveBeenCalled();
      expect(cancel).toHaveBeenCalledTimes(1);
      page.remove();
    });
  });
});
