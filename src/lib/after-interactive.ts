/**
 * Resolves once the page has loaded and the browser is idle: when third-party code may start
 * without competing with the page's own first load and hydration.
 */
export const afterInteractive = (win: Window = window): Promise<void> =>
  new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve());
      else win.setTimeout(resolve, 1);
    };
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
