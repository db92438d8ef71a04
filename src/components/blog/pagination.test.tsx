/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { Pagination, paginationItems } from './pagination';

const pages = (current: number, count: number) =>
  paginationItems(current, count).map((item) => (item.kind === 'gap' ? '…' : item.page));

describe('paginationItems', () => {
  it('shows every page of a short listing', () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pages(1, 12)).toEqual([1, 2, '…', 12]);
    expect(pages(6, 12)).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(pages(12, 12)).toEqual([1, '…', 11, 12]);
  });

  it('fills a gap of one page with the page itself', () => {
    expect(pages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('Pagination', () => {
  const hrefOf = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);

  it('is absent for a single page', () => {
    const { container } = render(<Pagination current={1} count={1} hrefOf={hrefOf} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links previous, next and page numbers, marking the current page', () => {
    render(<Pagination current={2} count={3} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination current={1} count={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    rerender(<Pagination current={3} count={3} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
