/** Gatsby renders a new page's <head> asynchronously: this waits for its <title>, with a limit. */

export const HEAD_RENDER_TIMEOUT_MS = 2000;

export interface AfterHeadRenderedOptions {
  /** Its head came with the HTML, so no new <title> will come. */
  firstPage: boolean;
  win?: Window;
  timeoutMs?: number;
}

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
