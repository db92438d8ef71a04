/**
 * Runs a callback once the page has loaded and the browser is idle, so third-party code and
 * the consent banner never compete with the page's own first load. Safari has no
 * requestIdleCallback: there a timeout after the load event stands in.
 */
import { THIRD_PARTY_IDLE_TIMEOUT_MS } from '../../lib/site-config';

/** What it needs of `window`; a test passes a fake. */
export interface IdleWindow {
  document: { readyState: DocumentReadyState };
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  setTimeout: (callback: () => void, delay: number) => unknown;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
}

export const afterInteractive = (callback: () => void, win: IdleWindow = window): void => {
  const whenIdle = () => {
    if (win.requestIdleCallback) {
      win.requestIdleCallback(() => callback(), { timeout: THIRD_PARTY_IDLE_TIMEOUT_MS });
    } else {
      win.setTimeout(callback, 0);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
};
