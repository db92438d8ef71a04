/**
 * Runs a callback once Gatsby has put the shown page's <head> in place, for the page calls
 * that report its title. On a route change Gatsby removes the previous page's head elements in
 * an effect and renders the new ones into <head> asynchronously, so a title read at the route
 * hook, or a frame or two later on a busy phone, is empty or the previous page's. This waits
 * for a <title> to be added to <head>, or `timeoutMs` at most. The first page keeps its
 * server-rendered title (Gatsby adds no new <title> then), so it runs on the next frame.
 */

/** The longest wait for the new head, after which the title is read as it is. */
export const HEAD_RENDER_TIMEOUT_MS = 2000;

export interface AfterHeadRenderedOptions {
  /** The first page of the visit: its head came with the HTML. */
  firstPage: boolean;
  win?: Window;
  timeoutMs?: number;
}

/** Calls `then` once the head is in place; returns a function that cancels the wait. */
export const afterHeadRendered = (
  then: () => void,
  { firstPage, win = window, timeoutMs = HEAD_RENDER_TIMEOUT_MS }: AfterHeadRenderedOptions,
): (() => void) => {
  if (firstPage) {
    const frame = win.requestAnimationFrame(then);
    return () => win.cancelAnimationFrame(frame);
  }
  let waiting = true;
  const stop = () => {
    waiting = false;
    observer.disconnect();
    win.clearTimeout(timer);
  };
  const finish = () => {
    if (!waiting) return;
    stop();
    then();
  };
  const observer = new (win as Window & typeof globalThis).MutationObserver((records) => {
    const titleAdded = records.some((record) =>
      [...record.addedNodes].some((node) => node.nodeName === 'TITLE'),
    );
    if (titleAdded) finish();
  });
  observer.observe(win.document.head, { childList: true });
  const timer = win.setTimeout(finish, timeoutMs);
  return stop;
};
