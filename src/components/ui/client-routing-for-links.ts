import { navigate } from 'gatsby';
import { useEffect, type RefObject } from 'react';
import { classifyLink } from '../../lib/links';

/** The site's path an anchor leads to, when a click on it should route on the client. */
const internalPathOf = (event: MouseEvent): string | undefined => {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return undefined;
  const link = classifyLink(anchor.getAttribute('href') ?? '');
  return link.kind === 'internal' ? link.to : undefined;
};

/**
 * Internal links in HTML that React did not render (CMS HTML, markup kept from the server)
 * route on the client like every other link of the site: a plain left click is Gatsby's
 * navigation, anything else (a new tab, a modifier key) is the browser's.
 */
export const useClientRoutingForLinks = (container: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = internalPathOf(event);
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container]);
};
