/** @jest-environment jsdom */
import { holdClicksForAnalytics, takeHeldClicks } from './held-clicks';

const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();

describe('held clicks', () => {
  afterEach(() => {
    takeHeldClicks();
    document.body.innerHTML = '';
    window.history.replaceState({}, '', '/');
  });

  it('keeps the buttons clicked before analytics starts, with their page, and nothing else', () => {
    document.body.innerHTML = `<p>text</p><button><b>Book</b></button><a data-button href="#x">Go</a>`;
    holdClicksForAnalytics();
    click('b');
    click('p');
    window.history.replaceState({}, '', '/pricing');
    click('a');
    expect(takeHeldClicks()).toEqual([
      { button: document.querySelector('button'), path: '/' },
      { button: document.querySelector('a'), path: '/pricing' },
    ]);
  });

  it('stops holding once taken, and holds nothing if never asked to', () => {
    document.body.innerHTML = '<button>Book</button>';
    click('button');
    expect(takeHeldClicks()).toEqual([]);
    holdClicksForAnalytics();
    takeHeldClicks();
    click('button');
    expect(takeHeldClicks()).toEqual([]);
  });

  it('keeps the latest twenty clicks at most', () => {
    document.body.innerHTML = '<button>Book</button>';
    holdClicksForAnalytics();
    holdClicksForAnalytics();
    for (let index = 0; index < 25; index += 1) {
      window.history.replaceState({}, '', `/page-${index}`);
      click('button');
    }
    const paths = takeHeldClicks().map(({ path }) => path);
    expect(paths).toHaveLength(20);
    expect(paths[0]).toBe('/page-5');
    expect(paths.at(-1)).toBe('/page-24');
  });
});
