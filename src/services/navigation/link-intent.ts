/**
 * Loads the next page as soon as the visitor shows where they may go: a pointer over a link to
 * another page of the site, a touch on it, or keyboard focus on it. A navigation waits for the
 * page's data, template and section code (./sections-before-render.ts); started here, that wait
 * is mostly over by the click. Gatsby's own links load the page on hover, but not its sections'
 * code, and not on touch or focus.
 */
import type { PageLoader } from './sections-before-render';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The path of the site page a link inside `target` opens, or undefined for any other link. */
export const sitePathOf = (
  target: EventTarget | null,
  location: Pick<Location, 'href' | 'origin' | 'pathname'>,
): string | undefined => {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return undefined;
  return url.pathname;
};

/**
 * Listens on `doc` for the intents above; each page is asked for once (again after a failure).
 * Returns a function that stops listening.
 */
export const loadPageOnLinkIntent = ({
  doc,
  location,
  loader,
}: {
  doc: Document;
  location: Pick<Location, 'href' | 'origin' | 'pathname'>;
  /** Read at each intent: Gatsby sets it when its runtime starts. */
  loader: () => PageLoader | undefined;
}): (() => void) => {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const path = sitePathOf(event.target, location);
    const pages = loader();
    if (path === undefined || pages === undefined || asked.has(path)) return;
    asked.add(path);
    pages.loadPage(path).catch(() => asked.delete(path));
  };
  const options = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, options);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, options);
  };
};
