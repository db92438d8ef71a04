import {
  createElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
} from 'react';
import { ROUTE_CHANGE_EVENT } from '../../lib/route-events';
import { useClientRoutingForLinks } from './client-routing-for-links';
import { onDemand } from './on-demand';

/** Marks the element whose server HTML is kept, by the part's name. */
const KEPT_ATTRIBUTE = 'data-kept';

/** Each part's HTML as the first page's server wrote it; null when that page had none. */
const keptHtml = new Map<string, string | null>();

/**
 * Read once, in the first render of the part in this document: the hydration of the first page,
 * when the server's element is there. A later render finds the element another render drew (or
 * is still drawing), which is not the server's.
 */
const serverHtmlOf = (name: string): string | null => {
  if (!keptHtml.has(name)) {
    const element = document.querySelector(`[${KEPT_ATTRIBUTE}="${name}"]`);
    keptHtml.set(name, element ? element.innerHTML : null);
  }
  return keptHtml.get(name) ?? null;
};

/**
 * The server marks the link to the page it renders as the current one (the router's Link); kept
 * HTML shows on other pages, so the mark follows the address.
 */
const markCurrentLink = (box: HTMLElement) => {
  for (const anchor of box.querySelectorAll('a[href]')) {
    if (anchor.getAttribute('href') === window.location.pathname) {
      anchor.setAttribute('aria-current', 'page');
    } else {
      anchor.removeAttribute('aria-current');
    }
  }
};

const useCurrentLinkMark = (box: React.RefObject<HTMLElement | null>, kept: boolean) => {
  useEffect(() => {
    const element = box.current;
    if (!kept || !element) return undefined;
    const mark = () => markCurrentLink(element);
    mark();
    window.addEventListener(ROUTE_CHANGE_EVENT, mark);
    return () => window.removeEventListener(ROUTE_CHANGE_EVENT, mark);
  }, [box, kept]);
};

export type KeptMarkupProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'nav' };

/**
 * A part of the layout that reads the same on every page and never changes in the browser (the
 * footer's links). The server renders it whole; in the browser React keeps the server's HTML as
 * static markup, so neither the part's code nor its data is in a page's first load, and
 * hydrating it costs nothing. The HTML is kept for the pages the visitor goes on to, where the
 * layout is drawn anew when the template changes. Where the first page had none (a page without
 * the layout, or `gatsby develop`, which renders no HTML), the code is fetched and renders it.
 * Internal links in kept HTML route on the client like every other link.
 *
 * Only for content that needs no event handler of its own and no per-page state: what the
 * server wrote is what every page shows.
 */
export const keptMarkup = (
  name: string,
  load: () => Promise<ComponentType>,
): ComponentType<KeptMarkupProps> => {
  const Content = onDemand(load);
  return function KeptMarkup({ as = 'div', ...attributes }: KeptMarkupProps) {
    const box = useRef<HTMLElement>(null);
    const [html] = useState(() => (typeof document === 'undefined' ? null : serverHtmlOf(name)));
    useClientRoutingForLinks(box);
    useCurrentLinkMark(box, html !== null);
    const props = { ...attributes, ref: box, [KEPT_ATTRIBUTE]: name };
    return html === null
      ? createElement(as, props, createElement(Content))
      : createElement(as, {
          ...props,
          dangerouslySetInnerHTML: { __html: html },
          suppressHydrationWarning: true,
        });
  };
};
