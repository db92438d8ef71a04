/** Scrolling to an element below the top menu (spec section 2). */
import { DEFAULT_TOP_MENU_OFFSET } from './site-config';

export const TOP_MENU_SELECTOR = '[data-top-menu]';

export const topMenuOffset = (doc: Document = document): number => {
  const menu = doc.querySelector(TOP_MENU_SELECTOR);
  return menu ? menu.getBoundingClientRect().height : DEFAULT_TOP_MENU_OFFSET;
};

const prefersReducedMotion = (win: Window): boolean =>
  typeof win.matchMedia === 'function' &&
  win.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const scrollToElement = (element: Element, win: Window = window): number => {
  const top = Math.max(
    0,
    element.getBoundingClientRect().top + win.scrollY - topMenuOffset(win.document),
  );
  win.scrollTo({ top, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
  return top;
};

/** Moves focus to the target too, so the next Tab continues from there. */
export const scrollToFragment = (id: string, win: Window = window): boolean => {
  const element = win.document.getElementById(id);
  if (!element) return false;
  scrollToElement(element, win);
  win.history.pushState(win.history.state, '', `#${encodeURIComponent(id)}`);
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  (element as HTMLElement).focus({ preventScroll: true });
  return true;
};
