/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { noopAnalytics, setAnalyticsClient } from '../../services/analytics';
import type { SearchClient } from '../../services/search/pagefind';
import { SearchResults, isSearchable, useBlogSearch } from './blog-search';
import { SearchForm } from './search-form';

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;

const hit = (n: number) => ({
  url: `/blog/post-${n}`,
  title: `Post ${n}`,
  excerpt: [
    { text: 'about ', marked: false },
    { text: 'fair', marked: true },
  ],
});

const Search = ({
  query,
  page = 1,
  client,
}: {
  query: string;
  page?: number;
  client: SearchClient;
}) => {
  const state = useBlogSearch(query, page, client);
  return <SearchResults query={query} page={page} state={state} />;
};

describe('blog search', () => {
  const track = jest.fn();
  beforeEach(() => {
    track.mockClear();
    setAnalyticsClient({ track });
  });
  afterAll(() => setAnalyticsClient(noopAnalytics));

  it('needs at least 3 characters, spaces aside', () => {
    expect(BLOG_MESSAGES.searchTooShort).toBe(
      'Please provide at least 3 characters to start searching',
    );
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    // Characters, not UTF-16 units: an emoji is one.
    expect(isSearchable('a😀')).toBe(false);
    expect(isSearchable('ab😀')).toBe(true);
  });

  it('asks for more characters without searching', () => {
    const client = { search: jest.fn() };
    render(<Search query="ab" client={client} />);
    expect(screen.getByRole('status')).toHaveTextContent(BLOG_MESSAGES.searchTooShort);
    expect(client.search).not.toHaveBeenCalled();
    expect(track).toHaveBeenCalledWith('blog_search_too_short', { query: 'ab' });
  });

  it('says nothing and searches nothing without a query', () => {
    const client = { search: jest.fn() };
    render(<Search query="" client={client} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(client.search).not.toHaveBeenCalled();
  });

  it('announces and lists the results of the page, with links to the other pages', async () => {
    const client = {
      search: jest.fn(async () => ({ total: 12, hits: [hit(10), hit(11), hit(12)] })),
    };
    render(<Search query="fair pay" page={2} client={client} />);
    expect(client.search).toHaveBeenCalledWith('fair pay', 2, 9);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '12 results for “fair pay”, page 2 of 2',
      ),
    );
    expect(screen.getByRole('link', { name: 'Post 10' })).toHaveAttribute('href', '/blog/post-10');
    expect(screen.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '10');
    expect(screen.getAllByText('fair')[0]?.tagName).toBe('MARK');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/blog/search?q=fair%20pay',
    );
    expect(track).toHaveBeenCalledWith('blog_search', { query: 'fair pay', page: 2 });
    expect(track).toHaveBeenCalledWith('blog_search_results', {
      query: 'fair pay',
      page: 2,
      total: 12,
    });
    // jsdom cannot follow links; the click is what counts.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    fireEvent.click(screen.getByRole('link', { name: 'Post 11' }));
    document.removeEventListener('click', stay);
    expect(track).toHaveBeenCalledWith('blog_search_result_click', {
      query: 'fair pay',
      url: '/blog/post-11',
      position: 11,
    });
  });

  it('says "No results found" when nothing matches', async () => {
    const client = { search: jest.fn(async () => ({ total: 0, hits: [] })) };
    render(<Search query="zzzz" client={client} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
    expect(track).toHaveBeenCalledWith('blog_search_no_results', { query: 'zzzz' });
  });

  it('says "Error while searching" when the index cannot be used', async () => {
    const client = { search: jest.fn(async () => Promise.reject(new Error('offline'))) };
    render(<Search query="fair" client={client} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Error while searching'),
    );
    expect(track).toHaveBeenCalledWith('blog_search_error', { query: 'fair', message: 'offline' });
  });
});

describe('SearchForm', () => {
  beforeEach(() => navigateMock.mockClear());

  it('is a labelled search form that works without scripts', () => {
    render(<SearchForm visibleLabel />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/blog/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('name', 'q');
  });

  it('routes to the results of what was typed, even if typed before the page was interactive', () => {
    render(<SearchForm />);
    const box = screen.getByRole('searchbox', { name: 'Search articles' }) as HTMLInputElement;
    box.value = '  fair pay  ';
    fireEvent.submit(screen.getByRole('search'));
    expect(navigateMock).toHaveBeenCalledWith('/blog/search?q=fair%20pay');
  });

  it('shows a new query from the address', () => {
    const { rerender } = render(<SearchForm initialQuery="" />);
    rerender(<SearchForm initialQuery="remote" />);
    expect(screen.getByRole('searchbox')).toHaveValue('remote');
  });
});
