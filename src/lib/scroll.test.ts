/** @jest-environment jsdom */
import { scrollToElement, scrollToFragment, topMenuOffset } from './scroll';
import { DEFAULT_TOP_MENU_OFFSET } from './site-config';

const rect = (top: number, height: number) =>
  ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect;

const place = (element: Element, top: number, height = 20) => {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue(rect(top, height));
};

const reducedMotion = (matches: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
};

describe('scroll helper', () => {
  let scrollTo: jest.Mock;

  beforeEach(() => {
    document.body.innerHTML = '';
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    reducedMotion(false);
  });

  describe('topMenuOffset', () => {
    it('is the height of the element marked data-top-menu', () => {
      document.body.innerHTML = '<header data-top-menu></header>';
      place(document.querySelector('header') as Element, 0, 72);
      expect(topMenuOffset()).toBe(72);
    });

    it('is 100 px when the page has no top menu', () => {
      expect(DEFAULT_TOP_MENU_OFFSET).toBe(100);
      expect(topMenuOffset()).toBe(100);
    });
  });

  describe('scrollToElement', () => {
    it('scrolls smoothly to the element, offset by the menu height', () => {
      document.body.innerHTML = '<header data-top-menu></header><h2 id="fees">Fees</h2>';
      place(document.querySelector('header') as Element, 0, 80);
      place(document.getElementById('fees') as Element, 300);
      expect(scrollToElement(document.getElementById('fees') as Element)).toBe(720);
      expect(scrollTo).toHaveBeenCalledWith({ top: 720, behavior: 'smooth' });
    });

    it('offsets by 100 px without a menu', () => {
      document.body.innerHTML = '<h2 id="fees">Fees</h2>';
      place(document.getElementById('fees') as Element, 300);
      scrollToElement(document.getElementById('fees') as Element);
      expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'smooth' });
    });

    it('jumps without animation when reduced motion is preferred', () => {
      reducedMotion(true);
      document.body.innerHTML = '<h2 id="fees">Fees</h2>';
      place(document.getElementById('fees') as Element, 300);
      scrollToElement(document.getElementById('fees') as Element);
      expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'auto' });
    });

    it('never aims above the top of the page', () => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      document.body.innerHTML = '<h2 id="fees">Fees</h2>';
      place(document.getElementById('fees') as Element, 40);
      expect(scrollToElement(document.getElementById('fees') as Element)).toBe(0);
    });
  });

  describe('scrollToFragment', () => {
    it('scrolls, records the fragment in the address and focuses the target', () => {
      document.body.innerHTML = '<h2 id="how-we-pay">How we pay</h2>';
      const heading = document.getElementById('how-we-pay') as HTMLElement;
      place(heading, 300);
      expect(scrollToFragment('how-we-pay')).toBe(true);
      expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'smooth' });
      expect(window.location.hash).toBe('#how-we-pay');
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(document.activeElement).toBe(heading);
    });

    it('does nothing for an unknown id', () => {
      expect(scrollToFragment('missing')).toBe(false);
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
