/** @jest-environment jsdom */
import { loadPageOnLinkIntent, sitePathOf } from './link-intent';
import type { PageLoader } from './sections-before-render';

const location = { href: 'http://localhost/about', origin: 'http://localhost', pathname: '/about' };

const link = (href: string, attributes: Record<string, string> = {}): HTMLAnchorElement => {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.innerHTML = '<span>label</span>';
  document.body.append(anchor);
  return anchor;
};

afterEach(() => document.body.replaceChildren());

describe('sitePathOf', () => {
  it('gives the path of a link to another page of the site, from the link or inside it', () => {
    const anchor = link('/pricing?plan=team#compare');
    expect(sitePathOf(anchor, location)).toBe('/pricing');
    expect(sitePathOf(anchor.querySelector('span'), location)).toBe('/pricing');
  });

  it('gives nothing for links that leave the site, stay on the page, open elsewhere or download', () => {
    for (const anchor of [
      link('https://example.org/pricing'),
      link('/about#team'),
      link('/pricing', { target: '_blank' }),
      link('/files/guide.pdf', { download: '' }),
    ]) {
      expect(sitePathOf(anchor, location)).toBeUndefined();
    }
    expect(sitePathOf(document.body, location)).toBeUndefined();
    expect(sitePathOf(null, location)).toBeUndefined();
  });
});

describe('loadPageOnLinkIntent', () => {
  const setUp = (loadPage: PageLoader['loadPage']) => {
    const loader = { loadPage: jest.fn(loadPage) };
    const stop = loadPageOnLinkIntent({ doc: document, location, loader: () => loader });
    return { loader, stop };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each(['pointerover', 'focusin', 'touchstart'])(
    'on %s over a site link, loads that page',
    async (type) => {
      const { loader, stop } = setUp(() => Promise.resolve({ json: { data: 'page' } }));
      link('/pricing')
        .querySelector('span')
        ?.dispatchEvent(new Event(type, { bubbles: true }));
      await flush();
      expect(loader.loadPage).toHaveBeenCalledWith('/pricing');
      stop();
    },
  );

  it('asks for each page once, and again after a failed load', async () => {
    let fail = true;
    const { loader, stop } = setUp(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ json: {} }),
    );
    const anchor = link('/pricing');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    fail = false;
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(loader.loadPage).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing for other links, without a page loader, or once stopped', async () => {
    const { loader, stop } = setUp(() => Promise.resolve({ json: {} }));
    link('https://example.org/').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/pricing').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const stopWithout = loadPageOnLinkIntent({ doc: document, location, loader: () => undefined });
    link('/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await flush();
    expect(loader.loadPage).not.toHaveBeenCalled();
    stopWithout();
  });
});
