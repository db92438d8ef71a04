import { useEffect } from 'react';

/**
 * While mounted, following a link to another page of this site loads it in full instead of
 * routing on the client. The error page uses it so that a visitor leaving it gets a fresh
 * application (the error may come from a stale build).
 */
export const useFullReloadOnLeave = (): void => {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname)
        return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    // Capture phase: runs before Gatsby's Link handler, which would route on the client.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
};
