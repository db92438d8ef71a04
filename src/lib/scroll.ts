/**
 * Smooth scrolling to an element below the top menu (spec section 2: offset by the top-menu
 * height, 100 px if the menu is not found). The top menu carries `data-top-menu`.
 */
import { DEFAULT_TOP_MENU_OFFSET } from './site-config';

export const TOP_MENU_SELECTOR = '[data-top-menu]';

/** The height of the top menu in pixels, or 100 when the page has none. */
export const topMenuOffset = (doc: Document = document): number => {
  const menu = doc.querySelector(TOP_MENU_SELECTOR);
  return menu ? menu.getBoundingClientRect().height : DEFAULT_TOP_MENU_OFFSET;
};

const prefersReducedMotion = (win: Window): boolean =>
  typeof win.matchMedia === 'function' &&
  win.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls so the element's top sits just under the top menu: smoothly, or at once for visitors
 * who asked for reduced motion. Returns the scroll position aimed at.
 */
export const scrollToElement = (element: Element, win: Window = window): number => {
  const top = Math.max(
    0,
    element.getBoundingClientRect().top + win.scrollY - topMenuOffset(win.document),
  );
  win.scrollTo({ top, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
  return top;
};

/**
 * Follows an in-page link: scrolls to the target with the menu offset, records the fragment in
 * the address (so the position can be linked) and moves keyboard focus to the target, so the
 * next Tab continues from there. Returns false when the page has no such element.
 */
export const scrollToFragment = (id: string, win: Window = window): boolean => {
  const element = win.document.getElementById(id);
  if (!element) return false;
  scrollToElement(element, win);
  win.history.pushState(win.history.state, '', `#${encodeURIComponent(id)}`);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  (element as HTMLElement).focus({ preventScroll: true });
  return true;
};
