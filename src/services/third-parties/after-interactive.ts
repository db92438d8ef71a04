/** Safari has no requestIdleCallback: a timeout after the load event stands in. */
import { THIRD_PARTY_IDLE_TIMEOUT_MS } from '../../lib/site-config';

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
