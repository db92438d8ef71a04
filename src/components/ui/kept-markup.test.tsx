/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate, prefetchPathname } from 'gatsby';
import { hydrateRoot } from 'react-dom/client';
import { announceRouteChange } from '../../lib/route-events';
import { keptMarkup } from './kept-markup';

const navigateMock = navigate as jest.MockedFunction<typeof navigate>;
const prefetchMock = prefetchPathname as jest.MockedFunction<typeof prefetchPathname>;

const Links = () => (
  <ul>
    <li>
      <a href="/pricing">Pricing</a>
    </li>
    <li>
      <a href="/about-us">About us</a>
    </li>
  </ul>
);

/** What the server wrote on /pricing (the router's Link marks the page's own link). */
const SERVER_HTML = (name: string) =>
  `<nav aria-label="Footer" data-kept="${name}"><ul><li><a href="/pricing" aria-current="page">Pricing</a></li>` +
  '<li><a href="/about-us">About us</a></li></ul></nav>';

/** A load the test can tell was asked for; it never answers unless told to. */
const neverLoads = () => jest.fn(() => new Promise<typeof Links>(() => undefined));

const hydrate = async (name: string, Kept: ReturnType<typeof keptMarkup>) => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = SERVER_HTML(name);
  const root = await act(async () => hydrateRoot(container, <Kept as="nav" aria-label="Footer" />));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
};

describe('keptMarkup in the browser', () => {
  beforeEach(() => {
    navigateMock.mockClear();
    prefetchMock.mockClear();
    window.history.replaceState(null, '', '/');
  });

  it('hydrates the server’s HTML as it is, without fetching the code', async () => {
    const load = neverLoads();
    const Kept = keptMarkup('hydrated', load);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await hydrate('hydrated', Kept);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveTextContent('PricingAbout us');
    page.unmount();
  });

  it('routes a plain click on an internal link on the client, and leaves a modified one', async () => {
    const Kept = keptMarkup('routed', neverLoads());
    const page = await hydrate('routed', Kept);
    const link = screen.getByRole('link', { name: 'About us' });
    // A pointer over it fetches the page ahead, as Gatsby's Link does.
    fireEvent.pointerOver(link);
    expect(prefetchMock).toHaveBeenCalledWith('/about-us');
    fireEvent.click(link, { metaKey: true });
    expect(navigateMock).not.toHaveBeenCalled();
    expect(fireEvent.click(link)).toBe(false);
    expect(navigateMock).toHaveBeenCalledWith('/about-us');
    page.unmount();
  });

  it('marks the link to the page shown as current, not the one the server rendered', async () => {
    window.history.replaceState(null, '', '/about-us');
    const Kept = keptMarkup('current', neverLoads());
    const page = await hydrate('current', Kept);
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    const about = screen.getByRole('link', { name: 'About us' });
    expect(pricing).not.toHaveAttribute('aria-current');
    expect(about).toHaveAttribute('aria-current', 'page');
    window.history.pushState(null, '', '/pricing');
    act(() => announceRouteChange());
    expect(pricing).toHaveAttribute('aria-current', 'page');
    expect(about).not.toHaveAttribute('aria-current');
    page.unmount();
  });

  it('shows the kept HTML on later pages, with no server element left and no code', async () => {
    const load = neverLoads();
    const Kept = keptMarkup('later', load);
    (await hydrate('later', Kept)).unmount();
    // A change of template: the layout, and the part in it, is drawn anew.
    render(<Kept as="nav" aria-label="Footer" />);
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders its code where the first page had no such part, then and on later pages', async () => {
    const load = jest.fn(() => Promise.resolve(Links));
    const Kept = keptMarkup('fetched', load);
    const first = render(<Kept as="nav" aria-label="Footer" />);
    expect(await screen.findByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    // Not the HTML a render in the browser left behind: the code, which is in.
    render(<Kept as="nav" aria-label="Footer" />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
  });
});
