import { navigate, prefetchPathname } from 'gatsby';
import { useEffect, type RefObject } from 'react';
import { classifyLink } from '../../lib/links';

const internalPathAt = (target: EventTarget | null): string | undefined => {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return undefined;
  const link = classifyLink(anchor.getAttribute('href') ?? '');
  return link.kind === 'internal' ? link.to : undefined;
};

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/** Makes links in HTML React did not render (CMS HTML) behave like Gatsby's `Link`. */
export const useClientRoutingForLinks = (container: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = isPlainClick(event) ? internalPathAt(event.target) : undefined;
      if (to === undefined) return;
      event.preventDefault();
      void navigate(to);
    };
    const onPointerOver = (event: PointerEvent) => {
      const to = internalPathAt(event.target);
      if (to !== undefined) prefetchPathname(to);
    };
    element.addEventListener('click', onClick);
    element.addEventListener('pointerover', onPointerOver);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', onPointerOver);
    };
  }, [container]);
};
